import { errors } from '../../errors';
import type { ServiceContext } from '../items/context';
import { CollectionsService } from '../schema/collections';
import { FieldsService } from '../schema/fields';
import { RelationsService } from '../schema/relations';
import type { DiffEntry, SchemaDiff } from './diff';
import { applyExtra, type ExtraPart } from './extras';
import type { SnapshotCollection, SnapshotField, SnapshotRelation } from './snapshot';

/**
 * A diff as an ordered list of steps, each one call of the schema services (`/collections`,
 * `/fields`, `/relations`: the same checks and the same DDL, portable through database/ddl/):
 * new collections with their fields, new fields, changed fields and collections, relations,
 * then what is removed — relations before fields, fields before collections.
 */

type Row = Record<string, unknown>;

export interface Step {
  action: 'create' | 'update' | 'delete';
  kind: 'collection' | 'field' | 'relation' | 'role' | 'permission' | 'preset' | 'setting';
  /** `articles`, `articles.title`. */
  name: string;
  destructive: boolean;
  run(ctx: ServiceContext): Promise<void>;
}

const noPublish = async () => {};

const SCHEMA_KEYS: Record<string, string> = {
  data_type: 'datatype',
  length: 'length',
  default_value: 'default_value',
  is_nullable: 'nullable',
  is_unique: 'unique',
  is_primary_key: 'primary_key',
  has_auto_increment: 'auto_increment',
  is_signed: 'signed',
};

/** A snapshot field as the field endpoints take it. */
function fieldPayload(f: SnapshotField): Row {
  const out: Row = { field: f.field, type: f.type, ...f.meta };
  if (f.schema) for (const [k, v] of Object.entries(SCHEMA_KEYS)) if (k in f.schema) out[v] = f.schema[k];
  return out;
}

function collectionPayload(c: SnapshotCollection): Row {
  const { collection: _c, ...meta } = c.meta;
  return { ...meta, collection: c.collection };
}

function relationPayload(r: SnapshotRelation): Row {
  return {
    collection_many: r.collection,
    field_many: r.field,
    collection_one: r.related_collection,
    field_one: r.meta.one_field ?? null,
    junction_field: r.meta.junction_field ?? null,
  };
}

/** The changed keys of an edit, as the field endpoints name them. */
function editPayload(entries: DiffEntry[]): Row {
  const out: Row = {};
  for (const e of entries) {
    if (e.kind !== 'E') continue;
    const [part, key] = e.path;
    if (part === 'type') out.type = e.rhs;
    else if (part === 'meta' && key) out[key] = e.rhs;
    else if (part === 'schema' && key && SCHEMA_KEYS[key]) out[SCHEMA_KEYS[key]] = e.rhs;
  }
  return out;
}

async function relationId(ctx: ServiceContext, collection: string, field: string): Promise<unknown> {
  const row = await ctx
    .knex('directus_relations')
    .where({ collection_many: collection, field_many: field })
    .first('id');
  return row?.id;
}

const kindOf = (d: { diff: DiffEntry[] }) => d.diff[0]?.kind;

export function planSteps(diff: SchemaDiff): Step[] {
  const steps: Step[] = [];
  const newCollections = new Set(diff.collections.filter((c) => kindOf(c) === 'N').map((c) => c.collection));

  for (const c of diff.collections.filter((d) => kindOf(d) === 'N')) {
    const snap = (c.diff[0] as { rhs: SnapshotCollection }).rhs;
    const fields = diff.fields
      .filter((f) => f.collection === c.collection && kindOf(f) === 'N')
      .map((f) => fieldPayload((f.diff[0] as { rhs: SnapshotField }).rhs));
    steps.push({
      action: 'create',
      kind: 'collection',
      name: c.collection,
      destructive: false,
      run: async (ctx) => {
        await new CollectionsService(ctx, noPublish).create({ ...collectionPayload(snap), fields });
      },
    });
  }
  for (const f of diff.fields.filter((d) => kindOf(d) === 'N' && !newCollections.has(d.collection))) {
    const snap = (f.diff[0] as { rhs: SnapshotField }).rhs;
    steps.push({
      action: 'create',
      kind: 'field',
      name: `${f.collection}.${f.field}`,
      destructive: false,
      run: async (ctx) => {
        await new FieldsService(ctx, noPublish).create(f.collection, fieldPayload(snap));
      },
    });
  }
  for (const f of diff.fields.filter((d) => kindOf(d) === 'E')) {
    const payload = editPayload(f.diff);
    if (!Object.keys(payload).length) continue;
    steps.push({
      action: 'update',
      kind: 'field',
      name: `${f.collection}.${f.field}`,
      destructive: f.destructive,
      run: async (ctx) => {
        await new FieldsService(ctx, noPublish).update(f.collection, f.field, payload);
      },
    });
  }
  for (const c of diff.collections.filter((d) => kindOf(d) === 'E')) {
    const payload = editPayload(c.diff);
    delete payload.collection;
    steps.push({
      action: 'update',
      kind: 'collection',
      name: c.collection,
      destructive: false,
      run: async (ctx) => {
        await new CollectionsService(ctx, noPublish).update(c.collection, payload, async () => {});
      },
    });
  }
  for (const r of diff.relations.filter((d) => kindOf(d) === 'D')) {
    steps.push({
      action: 'delete',
      kind: 'relation',
      name: `${r.collection}.${r.field}`,
      destructive: false,
      run: async (ctx) => {
        const id = await relationId(ctx, r.collection, r.field);
        if (id !== undefined) await new RelationsService(ctx, noPublish).delete([id]);
      },
    });
  }
  for (const r of diff.relations.filter((d) => kindOf(d) !== 'D')) {
    const created = kindOf(r) === 'N';
    const payload = created
      ? relationPayload((r.diff[0] as { rhs: SnapshotRelation }).rhs)
      : (() => {
          const p: Row = {};
          for (const e of r.diff) {
            if (e.kind !== 'E') continue;
            if (e.path[0] === 'related_collection') p.collection_one = e.rhs;
            else if (e.path[1] === 'one_field') p.field_one = e.rhs;
            else if (e.path[1] === 'junction_field') p.junction_field = e.rhs;
            else if (e.path[1] === 'one_collection') p.collection_one = e.rhs;
          }
          return p;
        })();
    steps.push({
      action: created ? 'create' : 'update',
      kind: 'relation',
      name: `${r.collection}.${r.field}`,
      destructive: false,
      run: async (ctx) => {
        const svc = new RelationsService(ctx, noPublish);
        if (created) await svc.create([payload]);
        else {
          const id = await relationId(ctx, r.collection, r.field);
          if (id === undefined) throw errors.itemNotFound(`No relation for ${r.collection}.${r.field}`);
          await svc.update([id], payload);
        }
      },
    });
  }
  // Roles before what names them; what is removed after what is added or changed.
  const KIND: Record<ExtraPart, Step['kind']> = {
    roles: 'role',
    permissions: 'permission',
    presets: 'preset',
    settings: 'setting',
  };
  const extraStep = (part: ExtraPart, d: NonNullable<SchemaDiff['roles']>[number]): Step => ({
    action: kindOf(d) === 'N' ? 'create' : kindOf(d) === 'D' ? 'delete' : 'update',
    kind: KIND[part],
    name: d.key.split('\u0000').join(' / '),
    destructive: d.destructive,
    run: (ctx) => applyExtra(ctx, part, d),
  });
  for (const part of ['roles', 'permissions', 'presets', 'settings'] as const) {
    for (const d of diff[part] ?? []) if (kindOf(d) !== 'D') steps.push(extraStep(part, d));
  }
  for (const part of ['presets', 'permissions', 'roles'] as const) {
    for (const d of diff[part] ?? []) if (kindOf(d) === 'D') steps.push(extraStep(part, d));
  }
  const droppedCollections = new Set(
    diff.collections.filter((c) => kindOf(c) === 'D').map((c) => c.collection),
  );
  for (const f of diff.fields.filter((d) => kindOf(d) === 'D' && !droppedCollections.has(d.collection))) {
    steps.push({
      action: 'delete',
      kind: 'field',
      name: `${f.collection}.${f.field}`,
      destructive: f.destructive,
      run: async (ctx) => {
        if (!ctx.schema.collections.get(f.collection)?.fields.has(f.field)) return;
        await new FieldsService(ctx, noPublish).delete(f.collection, f.field);
      },
    });
  }
  for (const c of diff.collections.filter((d) => kindOf(d) === 'D')) {
    steps.push({
      action: 'delete',
      kind: 'collection',
      name: c.collection,
      destructive: true,
      run: async (ctx) => {
        await new CollectionsService(ctx, noPublish).delete(c.collection);
      },
    });
  }
  return steps;
}

import type { Knex } from 'knex';
import { errors } from '../../errors';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import type { DiffEntry } from './diff';

/**
 * The optional parts of a snapshot (`?include=roles,permissions,presets,settings`): roles by
 * name (not their generated `external_id`), their permissions and the shared (non-personal)
 * presets by role name, and the settings
 * by key — never users, their tokens or secrets (`youtube_api_key`), nor settings that point at
 * a file of this project (logo, backgrounds). Each item has an identity (`key`) that holds across
 * databases, so they diff and apply like the schema.
 */

type Row = Record<string, unknown>;

export const EXTRA_PARTS = ['roles', 'permissions', 'presets', 'settings'] as const;
export type ExtraPart = (typeof EXTRA_PARTS)[number];

export interface ExtraItem {
  key: string;
  value: Row;
}

export interface ExtraDiff {
  key: string;
  destructive: boolean;
  diff: DiffEntry[];
}

const SKIPPED_SETTINGS = new Set([
  'youtube_api_key',
  'project_logo',
  'project_foreground',
  'project_background',
]);
const ROLE_KEYS = [
  'name',
  'description',
  'ip_whitelist',
  'module_listing',
  'collection_listing',
  'enforce_2fa',
];
const PERMISSION_KEYS = [
  'collection',
  'status',
  'create',
  'read',
  'update',
  'delete',
  'comment',
  'explain',
  'read_field_blacklist',
  'write_field_blacklist',
  'status_blacklist',
];
const PRESET_KEYS = [
  'title',
  'collection',
  'search_query',
  'filters',
  'view_type',
  'view_query',
  'view_options',
  'translation',
];

function pick(row: Row, keys: string[]): Row {
  const out: Row = {};
  for (const k of keys)
    out[k] = row[k] === undefined ? null : k === 'enforce_2fa' ? Number(row[k] ?? 0) : row[k];
  return out;
}

export function parseInclude(value: unknown): ExtraPart[] {
  if (value === undefined || value === null || value === '') return [];
  const list = (Array.isArray(value) ? value : String(value).split(',')).map((v) => String(v).trim());
  if (list.includes('*')) return [...EXTRA_PARTS];
  const bad = list.filter((p) => !(EXTRA_PARTS as readonly string[]).includes(p));
  if (bad.length)
    throw errors.invalidPayload(`include: unknown part "${bad.join(', ')}" (${EXTRA_PARTS.join(', ')})`);
  return list as ExtraPart[];
}

/** The items of the included parts, sorted by key. */
export async function readExtras(
  knex: Knex,
  parts: ExtraPart[],
): Promise<Partial<Record<ExtraPart, ExtraItem[]>>> {
  const out: Partial<Record<ExtraPart, ExtraItem[]>> = {};
  if (!parts.length) return out;
  const roles: Row[] = await knex('directus_roles').select('*').orderBy('id');
  const roleName = new Map(roles.map((r) => [String(r.id), String(r.name)]));
  const sorted = (items: ExtraItem[]) => items.sort((a, b) => a.key.localeCompare(b.key));
  if (parts.includes('roles')) {
    out.roles = sorted(roles.map((r) => ({ key: String(r.name), value: pick(r, ROLE_KEYS) })));
  }
  if (parts.includes('permissions')) {
    const rows: Row[] = await knex('directus_permissions').select('*');
    out.permissions = sorted(
      rows.map((r) => {
        const role = roleName.get(String(r.role)) ?? null;
        return {
          key: `${role}\u0000${r.collection}\u0000${r.status ?? ''}`,
          value: { role, ...pick(r, PERMISSION_KEYS) },
        };
      }),
    );
  }
  if (parts.includes('presets')) {
    const rows: Row[] = await knex('directus_collection_presets').whereNull('user').select('*');
    out.presets = sorted(
      rows.map((r) => {
        const role = r.role === null || r.role === undefined ? null : (roleName.get(String(r.role)) ?? null);
        return {
          key: `${role ?? ''}\u0000${r.collection}\u0000${r.title ?? ''}`,
          value: { role, ...pick(r, PRESET_KEYS) },
        };
      }),
    );
  }
  if (parts.includes('settings')) {
    const rows: Row[] = await knex('directus_settings').select('key', 'value');
    out.settings = sorted(
      rows
        .filter((r) => !SKIPPED_SETTINGS.has(String(r.key)))
        .map((r) => ({ key: String(r.key), value: { key: r.key, value: r.value ?? null } })),
    );
  }
  return out;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** N/D/E per item of each part both snapshots hold. Settings are never removed. */
export function diffExtras(
  from: Partial<Record<ExtraPart, ExtraItem[]>>,
  to: Partial<Record<ExtraPart, ExtraItem[]>>,
): Partial<Record<ExtraPart, ExtraDiff[]>> {
  const out: Partial<Record<ExtraPart, ExtraDiff[]>> = {};
  for (const part of EXTRA_PARTS) {
    const target = to[part];
    if (!target) continue;
    const here = new Map((from[part] ?? []).map((i) => [i.key, i]));
    const wanted = new Map(target.map((i) => [i.key, i]));
    const list: ExtraDiff[] = [];
    for (const [key, item] of wanted) {
      const had = here.get(key);
      if (!had) list.push({ key, destructive: false, diff: [{ kind: 'N', rhs: item.value }] });
      else {
        const e: DiffEntry[] = [];
        for (const k of new Set([...Object.keys(had.value), ...Object.keys(item.value)])) {
          if (!same(had.value[k], item.value[k]))
            e.push({ kind: 'E', path: [k], lhs: had.value[k] ?? null, rhs: item.value[k] ?? null });
        }
        if (e.length) list.push({ key, destructive: false, diff: e });
      }
    }
    if (part !== 'settings') {
      for (const [key, item] of here) {
        if (!wanted.has(key))
          list.push({ key, destructive: part === 'roles', diff: [{ kind: 'D', lhs: item.value }] });
      }
    }
    out[part] = list;
  }
  return out;
}

async function roleId(ctx: ServiceContext, name: unknown): Promise<unknown> {
  if (name === null || name === undefined) return null;
  const row = await ctx
    .knex('directus_roles')
    .where({ name: String(name) })
    .first('id');
  if (!row) throw errors.itemNotFound(`No role named "${String(name)}"`);
  return row.id;
}

const COLLECTION: Record<ExtraPart, string> = {
  roles: 'directus_roles',
  permissions: 'directus_permissions',
  presets: 'directus_collection_presets',
  settings: 'directus_settings',
};

/** The row of an item here (its id), found by the item's identity. */
async function findId(ctx: ServiceContext, part: ExtraPart, value: Row): Promise<unknown> {
  const k = ctx.knex(COLLECTION[part]);
  if (part === 'roles') return (await k.where({ name: String(value.name) }).first('id'))?.id;
  if (part === 'settings') return (await k.where({ key: String(value.key) }).first('id'))?.id;
  const role = await roleId(ctx, value.role);
  const q = k.where({ collection: String(value.collection) });
  if (part === 'permissions') {
    q.where({ role: role as number });
    if (value.status === null || value.status === undefined) q.whereNull('status');
    else q.where({ status: String(value.status) });
  } else {
    q.whereNull('user');
    if (role === null) q.whereNull('role');
    else q.where({ role: role as number });
    if (value.title === null || value.title === undefined) q.whereNull('title');
    else q.where({ title: String(value.title) });
  }
  return (await q.first('id'))?.id;
}

/** A row as the items service takes it: role names back to this database's role ids. */
async function payloadOf(ctx: ServiceContext, part: ExtraPart, value: Row): Promise<Row> {
  if (part !== 'permissions' && part !== 'presets') return { ...value };
  return { ...value, role: await roleId(ctx, value.role) };
}

/** Applies one item's change through the collection's items service. */
export async function applyExtra(ctx: ServiceContext, part: ExtraPart, d: ExtraDiff): Promise<void> {
  const svc = serviceFor(COLLECTION[part], ctx);
  const first = d.diff[0]!;
  if (first.kind === 'N') {
    // A new role brings its default permissions: those are updated, not created twice.
    const value = first.rhs as Row;
    const existing = await findId(ctx, part, value);
    const payload = await payloadOf(ctx, part, value);
    if (existing === undefined) await svc.createOne(payload);
    else await svc.updateOne(existing, payload);
    return;
  }
  if (first.kind === 'D') {
    const id = await findId(ctx, part, first.lhs as Row);
    if (id !== undefined) await svc.deleteOne(id);
    return;
  }
  const identity: Row = {};
  const changes: Row = {};
  for (const e of d.diff) if (e.kind === 'E') changes[e.path[0]!] = e.rhs;
  // The identity of an edited item is in its key; read it back from the current row's values.
  const [role, collection, rest] = d.key.split('\u0000');
  if (part === 'roles') identity.name = d.key;
  else if (part === 'settings') identity.key = d.key;
  else {
    identity.role = role === '' || role === 'null' ? null : role;
    identity.collection = collection;
    if (part === 'permissions') identity.status = rest === '' ? null : rest;
    else identity.title = rest === '' ? null : rest;
  }
  const id = await findId(ctx, part, identity);
  if (id === undefined) throw errors.itemNotFound(`No ${part} item "${d.key.split('\u0000').join(' / ')}"`);
  await svc.updateOne(
    id,
    part === 'permissions' || part === 'presets'
      ? await payloadOf(ctx, part, { ...changes, role: identity.role })
      : changes,
  );
}

/**
 * The field wizard's draft and what it sends (api.md §5.2–§5.4): the field body, and for
 * relational interfaces the junction or translations collection to create and the relation rows.
 * Pure, so the shapes are tested.
 */
import { isAliasType, type Collection, type Field, type FieldWidth, type Relation } from '@atrium/sdk';
import type { InterfaceMeta } from '../../../../interfaces/types';
import { newCollectionFields } from '../new-collection';
import { datatypesFor, defaultDatatype, defaultLength, relationKindFor, type RelationKind } from './rules';

export interface RelationDraft {
  /** m2o: the collection pointed at; o2m / m2m: the related collection. */
  related: string | null;
  /** o2m: the related collection's field that points back here. */
  relatedField: string | null;
  /** m2m / translation: an existing junction (translations) collection, or null to create one. */
  junction: string | null;
  /** Name of the junction (translations) collection to create. */
  newJunction: string;
  /** m2m with an existing junction, translation with an existing collection: its field to this collection. */
  junctionField: string | null;
  /** m2m with an existing junction: its field to the related collection. */
  junctionRelatedField: string | null;
}

export interface Draft {
  interface: string | null;
  field: string;
  type: string;
  datatype: string | null;
  length: string | null;
  default_value: string;
  note: string;
  required: boolean;
  unique: boolean;
  readonly: boolean;
  primary_key: boolean;
  hidden_detail: boolean;
  hidden_browse: boolean;
  width: FieldWidth;
  options: Record<string, unknown>;
  relation: RelationDraft;
}

export const emptyRelation = (): RelationDraft => ({
  related: null,
  relatedField: null,
  junction: null,
  newJunction: '',
  junctionField: null,
  junctionRelatedField: null,
});

/** A new field's draft before an interface is picked. */
export function newDraft(): Draft {
  return {
    interface: null,
    field: '',
    type: '',
    datatype: null,
    length: null,
    default_value: '',
    note: '',
    required: false,
    unique: false,
    readonly: false,
    primary_key: false,
    hidden_detail: false,
    hidden_browse: false,
    width: 'full',
    options: {},
    relation: emptyRelation(),
  };
}

/** An existing field as a draft (its relation is not edited here). */
export function draftOf(field: Field): Draft {
  return {
    interface: field.interface,
    field: field.field,
    type: String(field.type),
    datatype: field.datatype,
    length: field.length === null || field.length === undefined ? null : String(field.length),
    default_value:
      field.default_value === null || field.default_value === undefined ? '' : String(field.default_value),
    note: field.note ?? '',
    required: !!field.required,
    unique: !!field.unique,
    readonly: !!field.readonly,
    primary_key: !!field.primary_key,
    hidden_detail: !!field.hidden_detail,
    hidden_browse: !!field.hidden_browse,
    width: field.width ?? 'full',
    options: field.options && !Array.isArray(field.options) ? { ...field.options } : {},
    relation: emptyRelation(),
  };
}

/**
 * Picking an interface: its first type, that type's datatype and length (the interface's
 * recommended length and default applied), option defaults. A type the interface also allows is kept.
 */
export function withInterface(draft: Draft, id: string, meta: InterfaceMeta): Draft {
  const types = meta.types.map(String);
  const type = types.includes(draft.type) ? draft.type : (types[0] ?? 'string');
  const options: Record<string, unknown> = {};
  for (const [key, option] of Object.entries(meta.options)) {
    if (option.default !== undefined && option.default !== null) options[key] = option.default;
  }
  const recommended = meta.recommended;
  const declared = typeof meta.relation === 'object' ? meta.relation : { type: meta.relation };
  // A file field points at the files collection (a declared related collection likewise).
  const related =
    declared.type === 'file'
      ? 'directus_files'
      : (declared as { relatedCollection?: string }).relatedCollection;
  return {
    ...withType(
      {
        ...draft,
        interface: id,
        options,
        relation: related ? { ...draft.relation, related } : draft.relation,
      },
      type,
      recommended?.length,
    ),
    default_value:
      recommended?.defaultValue !== undefined && recommended.defaultValue !== null
        ? String(recommended.defaultValue)
        : draft.default_value,
    required: recommended?.required ?? draft.required,
  };
}

/** Changing the type resets the datatype and length to that type's defaults. */
export function withType(draft: Draft, type: string, recommendedLength?: number): Draft {
  const datatype = defaultDatatype(type, recommendedLength);
  return { ...draft, type, datatype, length: defaultLength(datatype, recommendedLength) };
}

/** Changing the datatype resets the length to its default. */
export function withDatatype(draft: Draft, datatype: string): Draft {
  return { ...draft, datatype, length: defaultLength(datatype) };
}

/** The relation kind the draft needs (none for plain fields). */
export function draftRelationKind(draft: Draft, meta: InterfaceMeta | null): RelationKind | null {
  return relationKindFor(draft.type, meta?.relation as string | { type: string } | undefined);
}

type FieldBody = Partial<Field> & { field: string };

/** The body of `POST /fields/{c}` (new) or of the PATCH (existing: only what changed). */
export function fieldBody(draft: Draft, existing: Field | null): FieldBody {
  const alias = isAliasType(draft.type);
  const body: FieldBody = {
    field: draft.field,
    type: draft.type,
    interface: draft.interface,
    options: draft.options,
    required: draft.required,
    readonly: draft.readonly,
    hidden_detail: draft.hidden_detail,
    hidden_browse: draft.hidden_browse,
    width: draft.width,
    note: draft.note || null,
  };
  if (!alias) {
    body.datatype = draft.datatype;
    if (draft.length) body.length = draft.length;
    body.unique = draft.unique;
    body.primary_key = draft.primary_key;
    if (draft.default_value !== '') body.default_value = draft.default_value;
  }
  if (!existing) return body;
  const changed: FieldBody = { field: draft.field };
  const old = draftOf(existing);
  for (const [key, value] of Object.entries(body) as [keyof FieldBody, unknown][]) {
    if (key === 'field') continue;
    const before =
      key === 'note'
        ? old.note || null
        : key === 'options'
          ? old.options
          : (old as unknown as FieldBody)[key];
    if (JSON.stringify(before ?? null) !== JSON.stringify(value ?? null))
      (changed as Record<string, unknown>)[key] = value;
  }
  return changed;
}

/** The primary key field of a collection. */
export function primaryKeyOf(collection: Pick<Collection, 'fields'> | undefined): Field | null {
  return Object.values(collection?.fields ?? {}).find((f) => f.primary_key) ?? null;
}

/** A foreign key column matching a collection's primary key (INT unless the key is a string). */
export function foreignKeyColumn(
  target: Pick<Collection, 'fields'> | undefined,
): Pick<Field, 'datatype' | 'length'> {
  const pk = primaryKeyOf(target);
  if (pk && pk.datatype && !datatypesFor('integer').includes(pk.datatype.toUpperCase()))
    return { datatype: pk.datatype.toUpperCase(), length: pk.length === null ? '255' : String(pk.length) };
  return { datatype: 'INT', length: null };
}

export interface NewCollectionPlan {
  collection: string;
  fields: (Partial<Field> & { field: string })[];
}

export interface RelationPlan {
  /** Collections to create first (a junction, a translations collection). */
  collections: NewCollectionPlan[];
  /** Relation rows to create after the field. */
  relations: Partial<Relation>[];
  /** Relation rows to update (an o2m over an existing m2o row gets its `field_one`). */
  updates: (Partial<Relation> & { id: number })[];
}

/**
 * What a relational field needs besides itself (api.md §5.4 modelling): m2o one row; o2m the
 * related m2o row with `field_one` (updated if it exists); m2m a junction (created with two
 * foreign keys, or an existing one) and its two rows; translation a translations collection with
 * a foreign key and a language field, and its row.
 */
export function relationPlan(
  kind: RelationKind,
  draft: Draft,
  here: Collection,
  all: Record<string, Collection>,
  relations: readonly Relation[],
): RelationPlan {
  const r = draft.relation;
  const name = here.collection;
  const plan: RelationPlan = { collections: [], relations: [], updates: [] };
  const fk = (field: string, target: string): Partial<Field> & { field: string } => {
    const col = foreignKeyColumn(all[target]);
    return {
      field,
      type: 'integer',
      interface: 'numeric',
      datatype: col.datatype,
      ...(col.length ? { length: col.length, type: 'string', interface: 'text-input' } : {}),
    };
  };
  switch (kind) {
    case 'm2o':
      plan.relations.push({ collection_many: name, field_many: draft.field, collection_one: r.related });
      break;
    case 'o2m': {
      const existing = relations.find(
        (row) => row.collection_many === r.related && row.field_many === r.relatedField,
      );
      if (existing) plan.updates.push({ id: existing.id, collection_one: name, field_one: draft.field });
      else
        plan.relations.push({
          collection_many: r.related!,
          field_many: r.relatedField!,
          collection_one: name,
          field_one: draft.field,
        });
      break;
    }
    case 'm2m': {
      const related = r.related!;
      let junction = r.junction;
      let toHere = r.junctionField;
      let toRelated = r.junctionRelatedField;
      if (!junction) {
        junction = r.newJunction;
        toHere = `${name}_id`;
        toRelated = related === name ? `related_${related}_id` : `${related}_id`;
        plan.collections.push({
          collection: junction,
          fields: [...newCollectionFields('auto_increment', []), fk(toHere, name), fk(toRelated, related)],
        });
      }
      plan.relations.push(
        {
          collection_many: junction,
          field_many: toHere!,
          collection_one: name,
          field_one: draft.field,
          junction_field: toRelated!,
        },
        {
          collection_many: junction,
          field_many: toRelated!,
          collection_one: related,
          field_one: null,
          junction_field: toHere!,
        },
      );
      break;
    }
    case 'translation': {
      let translations = r.junction;
      let toHere = r.junctionField;
      if (!translations) {
        translations = r.newJunction;
        toHere = `${name}_id`;
        plan.collections.push({
          collection: translations,
          fields: [
            ...newCollectionFields('auto_increment', []),
            fk(toHere, name),
            { field: 'language', type: 'lang', datatype: 'CHAR', length: '5', interface: 'language' },
          ],
        });
      }
      plan.relations.push({
        collection_many: translations,
        field_many: toHere!,
        collection_one: name,
        field_one: draft.field,
      });
      break;
    }
  }
  return plan;
}

/** Whether the relation step has what its kind needs. */
export function relationComplete(kind: RelationKind, r: RelationDraft): boolean {
  switch (kind) {
    case 'm2o':
      return !!r.related;
    case 'o2m':
      return !!r.related && !!r.relatedField;
    case 'm2m':
      return !!r.related && (r.junction ? !!r.junctionField && !!r.junctionRelatedField : !!r.newJunction);
    case 'translation':
      return r.junction ? !!r.junctionField : !!r.newJunction;
  }
}

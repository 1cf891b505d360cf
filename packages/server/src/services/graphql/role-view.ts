import { isSystemCollection } from '@atrium/sdk';
import type { CollectionInfo, FieldInfo, SchemaOverview } from '../../schema/overview';
import { isSecretField, type AccessContext } from '../permissions/access';
import { levelRank, type PermissionRow } from '../permissions/permissions';
import { SYSTEM_COLLECTIONS } from '../system';
import { collectionName, isGraphqlName, usableCollectionName } from './names';

/**
 * What one role may see and do, as the schema shows it: the collections it may read, their
 * readable fields, and per collection whether it may create, update or delete, with the fields
 * it may write. A collection or field outside this view is absent from the schema.
 */

export type Scope = 'items' | 'system';

export interface CollectionView {
  /** The name in the schema (`users` for `directus_users` on the system endpoint). */
  name: string;
  info: CollectionInfo;
  /** Readable fields in declaration order: columns, and relations into readable collections. */
  fields: FieldInfo[];
  /**
   * The relational fields among them that nest the related item(s). A many-to-one into a
   * collection outside the view (unreadable, or on the other endpoint) is its key, as REST
   * answers a relation it does not expand.
   */
  nested: Set<string>;
  create: boolean;
  update: boolean;
  delete: boolean;
  /** Fields the role may write (any of its rows allows them). */
  writable: FieldInfo[];
  /**
   * A collection of the other endpoint that a relation here leads to (`directus_files` behind an
   * image field): its type nests, but it has no root fields or mutations here.
   */
  nestedOnly: boolean;
}

export interface RoleView {
  scope: Scope;
  collections: Map<string, CollectionView>;
}

function rowsOf(access: AccessContext, c: CollectionInfo): PermissionRow[] {
  const p = access.perms(c.collection);
  if (!p) return [];
  return c.statusField && p.byStatus.size > 0 ? [...p.byStatus.values()] : p.global ? [p.global] : [];
}

function inScope(c: CollectionInfo, scope: Scope): boolean {
  if (scope === 'items') return !c.system && !isSystemCollection(c.collection);
  return Object.hasOwn(SYSTEM_COLLECTIONS, c.collection);
}

/**
 * `names: 'graphql'` leaves out the collections and fields GraphQL cannot name; `'any'` (the
 * OpenAPI document) keeps them.
 */
export function roleView(
  schema: SchemaOverview,
  access: AccessContext,
  scope: Scope,
  names: 'graphql' | 'any' = 'graphql',
): RoleView {
  const admin = access.accountability.admin;
  const named = (n: string) => names === 'any' || isGraphqlName(n);
  const readable = new Map<string, CollectionInfo>();
  const nameOf = (c: CollectionInfo) => (scope === 'system' ? collectionName(c.collection) : c.collection);
  const usable = (c: CollectionInfo) =>
    (names === 'any' || usableCollectionName(nameOf(c))) && access.read(c).readable;
  for (const c of schema.collections.values()) {
    if (inScope(c, scope) && usable(c)) readable.set(c.collection, c);
  }
  // The readable system collections the project's relations lead to (files, users), as nested types.
  const nestedOnly = new Set<string>();
  if (scope === 'items') {
    const queue = [...readable.values()];
    while (queue.length) {
      const c = queue.pop()!;
      for (const f of c.fields.values()) {
        const target = schema.collections.get(f.m2o?.collection ?? f.o2m?.collection ?? '');
        if (
          !target ||
          readable.has(target.collection) ||
          !Object.hasOwn(SYSTEM_COLLECTIONS, target.collection)
        )
          continue;
        if (!usable(target) || access.read(c).field(f.field).kind === 'none') continue;
        readable.set(target.collection, target);
        nestedOnly.add(target.collection);
        queue.push(target);
      }
    }
  }
  const collections = new Map<string, CollectionView>();
  for (const c of readable.values()) {
    const read = access.read(c);
    const fields: FieldInfo[] = [];
    const nested = new Set<string>();
    for (const name of c.fieldOrder) {
      const f = c.fields.get(name)!;
      if (!named(name) || read.field(name).kind === 'none' || isSecretField(c, name)) continue;
      if (f.alias && !f.o2m) continue;
      const target = f.m2o?.collection ?? f.o2m?.collection;
      if (target !== undefined && readable.has(target)) nested.add(name);
      else if (f.o2m) continue;
      fields.push(f);
    }
    const rows = rowsOf(access, c);
    const may = (action: 'create' | 'update' | 'delete') =>
      admin || rows.some((r) => levelRank(r[action]) > 0);
    const writers = rows.filter((r) => levelRank(r.create) > 0 || levelRank(r.update) > 0);
    const writable = c.fieldOrder
      .map((n) => c.fields.get(n)!)
      .filter(
        (f) =>
          named(f.field) &&
          (!f.alias || f.o2m) &&
          (admin || writers.some((r) => !r.writeBlacklist.has(f.field))),
      );
    collections.set(c.collection, {
      name: nameOf(c),
      nestedOnly: nestedOnly.has(c.collection),
      info: c,
      fields,
      nested,
      create: may('create'),
      update: may('update'),
      delete: may('delete'),
      writable,
    });
  }
  return { scope, collections };
}

import { errors } from '../errors';
import type { CollectionInfo, FieldInfo } from '../schema/overview';
import { nowUtc } from '../database/datetime';
import { and, FALSE, or, type FilterNode, type Hop } from './ast';
import type { RawFilter } from './parse';
import { depthExceeded, type ReadLimits } from './read-limits';
import { relationTarget, type CollectionReadAccess, type ReadAccessContext } from './read-access';
import { isBooleanColumn, isDateField, isIntegerColumn, isNumericField, isTextColumn } from './values';

/**
 * Step 2b of a read: `filter` and `q` bound to the schema and the caller's read access — values
 * cast to their fields, every path checked, fields readable only in some rows restricting the rows.
 */

const O2M_OPS = new Set(['has', 'nhas', 'all']);
const bad = (message: string) => errors.badRequest(message);
const invalidValue = (field: string) => errors.invalidPayload(`${field}: Invalid filter value`);

const isSearchable = (f: FieldInfo) =>
  !f.alias &&
  !!f.column &&
  (['string', 'integer', 'decimal'].includes(f.type) ||
    (f.type !== 'json' && f.type !== 'array' && (isTextColumn(f) || isNumericField(f)))) &&
  f.type !== 'hash';

function castFilterValue(field: FieldInfo, value: unknown, system: boolean): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'object') throw invalidValue(field.field);
  let v: unknown = value;
  const dateKind = isDateField(field);
  if (dateKind && String(v).toLowerCase() === 'now') {
    const now = nowUtc(system ? new Date() : new Date());
    v = dateKind === 'date' ? now.slice(0, 10) : dateKind === 'time' ? now.slice(11) : now;
  }
  if (isBooleanColumn(field) || field.type === 'boolean') {
    const s = String(v).toLowerCase();
    if (['1', 'true'].includes(s)) return isBooleanColumn(field) ? true : 1;
    if (['0', 'false'].includes(s)) return isBooleanColumn(field) ? false : 0;
    throw invalidValue(field.field);
  }
  if (isNumericField(field)) {
    const s = String(v).trim();
    if (!/^-?\d+(\.\d+)?$/.test(s)) throw invalidValue(field.field);
    if (isIntegerColumn(field) && !/^-?\d+$/.test(s)) throw invalidValue(field.field);
    if (
      isIntegerColumn(field) &&
      Math.abs(Number(s)) > 2 ** 31 - 1 &&
      !/big/.test(field.column?.dataType ?? '')
    )
      throw invalidValue(field.field);
    return Number(s);
  }
  if (dateKind) {
    const s = String(v).trim();
    const ok =
      dateKind === 'time'
        ? /^\d{2}:\d{2}(:\d{2})?$/.test(s)
        : /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/.test(s);
    if (!ok) throw invalidValue(field.field);
    return s.replace('T', ' ');
  }
  return String(v);
}

function castList(field: FieldInfo, value: unknown, system: boolean): unknown[] {
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (value !== null && typeof value === 'object') list = Object.values(value);
  else if (value === null || value === undefined) list = [];
  else list = String(value).split(',');
  return list.map((v) => castFilterValue(field, typeof v === 'string' ? v.trim() : v, system));
}

// ---------------------------------------------------------------- filter

export interface FilterScope {
  ctx: ReadAccessContext;
  limits: ReadLimits;
  /** Restrictions that apply to the root rows (fields readable only in some statuses). */
  rootRestrictions: FilterNode[];
}

function resolveCondition(
  scope: FilterScope,
  root: CollectionInfo,
  cond: Extract<RawFilter, { kind: 'cond' }>,
): FilterNode {
  const { ctx } = scope;
  let collection = root;
  let access: CollectionReadAccess = ctx.read(root);
  const hops: Hop[] = [];
  const restrict = (a: CollectionReadAccess, name: string, op?: string) => {
    const r = a.restrictionFor(name, op);
    if (!r) return;
    if (hops.length === 0) scope.rootRestrictions.push(r);
    else {
      const last = hops[hops.length - 1]!;
      last.targetFilter = and(last.targetFilter, r);
    }
  };
  const fullPath = cond.path.join('.');
  if (cond.path.length - 1 > scope.limits.max_relational_depth) throw depthExceeded(fullPath, scope.limits);
  for (let i = 0; i < cond.path.length; i++) {
    const name = cond.path[i]!;
    const f = collection.fields.get(name);
    if (!f) {
      if (i === 0) throw errors.invalidField(name, collection.collection);
      throw errors.invalidField(fullPath, root.collection);
    }
    if (access.field(name).kind === 'none') {
      throw errors.forbiddenFilterField(`Not allowed to filter by "${fullPath}"`);
    }
    const last = i === cond.path.length - 1;
    if (last && !access.filterable(name, cond.op)) {
      throw errors.forbiddenFilterField(`Not allowed to filter by "${fullPath}" with "${cond.op}"`);
    }
    restrict(access, name, last ? cond.op : undefined);
    if (last) {
      return resolveLeaf(ctx, collection, f, cond, hops, fullPath);
    }
    if (!f.m2o && !f.o2m)
      throw errors.fieldNotFound(`"${name}" is not a relational field in "${collection.collection}"`);
    const target = relationTarget(ctx, f);
    if (!target) throw errors.fieldNotFound(`Relation of "${name}" not found`);
    const targetAccess = ctx.read(target);
    if (!targetAccess.readable) throw errors.forbiddenFilterField(`Not allowed to filter by "${fullPath}"`);
    hops.push({ field: f, rel: f.m2o ? 'm2o' : 'o2m', target, targetFilter: targetAccess.rowFilter });
    collection = target;
    access = targetAccess;
  }
  throw bad('Empty filter path');
}

function resolveLeaf(
  ctx: ReadAccessContext,
  collection: CollectionInfo,
  f: FieldInfo,
  cond: Extract<RawFilter, { kind: 'cond' }>,
  hops: Hop[],
  fullPath: string,
): FilterNode {
  const { op } = cond;
  const system = collection.system;
  if (O2M_OPS.has(op) && !f.o2m) {
    throw errors.unprocessable(`Operator "${op}" only works for one-to-many fields`);
  }
  if (f.o2m) {
    const target = relationTarget(ctx, f)!;
    const targetAccess = ctx.read(target);
    if (!targetAccess.readable) throw errors.forbiddenFilterField(`Not allowed to filter by "${fullPath}"`);
    if (op === 'has' || op === 'nhas') {
      const n = Number(cond.value);
      if (!Number.isInteger(n) || n < 0) throw invalidValue(fullPath);
      return {
        kind: 'cond',
        hops,
        field: f,
        op,
        value: n,
        relatedFilter: targetAccess.rowFilter,
        relatedTarget: target,
      };
    }
    if (op === 'all') {
      const ids = castList(
        f.o2m.junctionField
          ? (target.fields.get(f.o2m.junctionField) ?? target.fields.get(target.primaryKey)!)
          : target.fields.get(target.primaryKey)!,
        cond.value,
        system,
      );
      if (ids.length === 0) return { kind: 'true' };
      return {
        kind: 'cond',
        hops,
        field: f,
        op,
        value: [...new Set(ids)],
        relatedFilter: targetAccess.rowFilter,
        relatedTarget: target,
      };
    }
    if (op === 'empty' || op === 'nempty') {
      return {
        kind: 'cond',
        hops,
        field: f,
        op,
        value: null,
        relatedFilter: targetAccess.rowFilter,
        relatedTarget: target,
      };
    }
    throw errors.unprocessable(`Operator "${op}" does not work for one-to-many fields`);
  }
  if (f.alias) throw errors.unprocessable(`Unable to filter by "${fullPath}" because it is an alias.`);
  const base = { kind: 'cond' as const, hops, field: f, op };
  switch (op) {
    case 'null':
    case 'nnull':
    case 'empty':
    case 'nempty':
      return { ...base, value: null };
    case 'in':
    case 'nin': {
      const list = castList(f, cond.value, system);
      if (list.length === 0) return op === 'in' ? FALSE : { kind: 'true' };
      return { ...base, value: list };
    }
    case 'between':
    case 'nbetween': {
      const list = castList(f, cond.value, system);
      if (list.length < 2) throw bad(`"${op}" needs two values`);
      return { ...base, value: [list[0], list[list.length - 1]] };
    }
    case 'contains':
    case 'ncontains': {
      if (cond.value === null || cond.value === undefined || String(cond.value) === '')
        return { kind: 'true' };
      if (typeof cond.value === 'object') throw invalidValue(fullPath);
      if (f.m2o && op === 'contains') {
        const target = relationTarget(ctx, f)!;
        const ta = ctx.read(target);
        if (!ta.readable) throw errors.forbiddenFilterField(`Not allowed to filter by "${fullPath}"`);
        const searchFields = target.fieldOrder
          .map((n) => target.fields.get(n)!)
          // Neither masked secrets nor other users' private columns (only their own rows may match).
          .filter(
            (tf) =>
              isSearchable(tf) &&
              ta.field(tf.field).kind === 'all' &&
              ta.searchable(tf.field) &&
              !ta.isPartial(tf.field),
          );
        return {
          ...base,
          value: String(cond.value),
          searchFields,
          relatedTarget: target,
          relatedFilter: ta.rowFilter,
        };
      }
      return { ...base, value: String(cond.value) };
    }
    case 'rlike':
    case 'nrlike':
      if (typeof cond.value === 'object' && cond.value !== null) throw invalidValue(fullPath);
      return { ...base, value: String(cond.value ?? '') };
    default:
      if (Array.isArray(cond.value)) throw invalidValue(fullPath);
      return { ...base, value: castFilterValue(f, cond.value ?? '', system) };
  }
}

export function resolveFilter(scope: FilterScope, root: CollectionInfo, raw: RawFilter): FilterNode {
  if (raw.kind === 'cond') return resolveCondition(scope, root, raw);
  const children = raw.children.map((c) => resolveFilter(scope, root, c));
  if (raw.kind === 'and') return and(...children) ?? { kind: 'true' };
  return or(...children);
}

/** `q`: LIKE over the readable string/number fields, M2O targets and O2M rows (api.md §4.3). */
export function resolveSearch(scope: FilterScope, root: CollectionInfo, q: string): FilterNode {
  const { ctx } = scope;
  const access = ctx.read(root);
  const parts: FilterNode[] = [];
  const fieldCond = (a: CollectionReadAccess, f: FieldInfo): FilterNode | null => {
    const fa = a.field(f.field);
    if (fa.kind === 'none' || !a.searchable(f.field)) return null;
    const c: FilterNode = { kind: 'cond', hops: [], field: f, op: 'contains', value: q };
    return and(c, a.restrictionFor(f.field)) ?? null;
  };
  for (const name of root.fieldOrder) {
    const f = root.fields.get(name)!;
    if (access.field(name).kind === 'none') continue;
    if (isSearchable(f)) {
      const c = fieldCond(access, f);
      if (c) parts.push(c);
    }
    if (f.m2o || f.o2m) {
      const target = relationTarget(ctx, f);
      if (!target) continue;
      const ta = ctx.read(target);
      if (!ta.readable) continue;
      const inner: FilterNode[] = [];
      for (const tn of target.fieldOrder) {
        const tf = target.fields.get(tn)!;
        if (!isSearchable(tf)) continue;
        const c = fieldCond(ta, tf);
        if (c) inner.push(c);
      }
      if (inner.length === 0) continue;
      // Wrap the inner OR in a hop through the relation (the same IN-subquery as dotted filters).
      const restriction = access.restrictionFor(name);
      const hopNode: FilterNode = {
        kind: 'cond',
        hops: [
          { field: f, rel: f.m2o ? 'm2o' : 'o2m', target, targetFilter: and(ta.rowFilter, or(...inner)) },
        ],
        field: target.fields.get(target.primaryKey)!,
        op: 'nnull',
        value: null,
      };
      parts.push(and(hopNode, restriction) ?? hopNode);
    }
  }
  return or(...parts);
}

// ---------------------------------------------------------------- the plan

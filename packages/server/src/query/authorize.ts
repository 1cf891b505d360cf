import { fileDataKeys } from './file-data-keys';
import { errors } from '../errors';
import type { CollectionInfo, FieldInfo } from '../schema/overview';
import type { AccessContext, ReadAccess } from '../services/permissions/access';
import {
  and,
  FALSE,
  or,
  type FilterNode,
  type Hop,
  type OutField,
  type ReadPlan,
  type Selection,
  type Warning,
} from './ast';
import type { Query, RawFilter } from './parse';
import { isDateField, isNumericField, isBooleanColumn, isIntegerColumn, isTextColumn } from './values';
import { nowUtc } from '../database/datetime';
import {
  ColumnBudget,
  columnsOf,
  DEFAULT_READ_LIMITS,
  depthExceeded,
  hasRelatedLists,
  type ReadLimits,
} from './read-limits';
import { SYSTEM_COLLECTION } from '../schema/system-collections';

/**
 * Step 2 of a read: resolve every name of the query against the schema and check every path
 * (fields, filter, sort, q, meta, relations) against the caller's read access. Nothing the caller
 * may not read can survive into the plan: a forbidden field is an error or is dropped, and a field
 * readable only for some statuses restricts the rows to those statuses.
 */

const O2M_OPS = new Set(['has', 'nhas', 'all']);
const bad = (message: string) => errors.badRequest(message);
const invalidValue = (field: string) => errors.invalidPayload(`${field}: Invalid filter value`);

export interface AuthorizeOptions {
  /** Extra columns fetched at the root (e.g. every column, to compute an ETag). */
  allColumns?: boolean;
  /** Reads by id: `filter`, `q` and `status` are ignored (api.md §4). */
  byId?: boolean;
  /** The project's bounds on a read (query/read-limits.ts). */
  limits?: ReadLimits;
}

const isSearchable = (f: FieldInfo) =>
  !f.alias &&
  !!f.column &&
  (['string', 'integer', 'decimal'].includes(f.type) ||
    (f.type !== 'json' && f.type !== 'array' && (isTextColumn(f) || isNumericField(f)))) &&
  f.type !== 'hash';

/** The columns the computed `data` of a file is made from. */
const FILE_DATA_COLUMNS = ['filename_disk', 'filename_download', 'private_hash', 'type', 'embed'];

function relationTarget(ctx: AccessContext, f: FieldInfo): CollectionInfo | null {
  const name = f.m2o?.collection ?? f.o2m?.collection;
  return name ? (ctx.schema.collections.get(name) ?? null) : null;
}

// ---------------------------------------------------------------- fields

function buildSelection(
  ctx: AccessContext,
  collection: CollectionInfo,
  paths: string[] | null,
  depth: number,
  warnings: Warning[],
  lang: Query['lang'],
  prefix: string,
  budget: ColumnBudget,
): Selection {
  if (depth > budget.limits.max_relational_depth) throw depthExceeded(`${prefix}*`, budget.limits);
  const access = ctx.read(collection);
  const out = new Map<string, OutField>();
  const excluded = new Set<string>();
  const sub = new Map<string, string[]>();
  const explicit = new Set<string>();

  const addColumn = (f: FieldInfo, named: boolean) => {
    const a = access.field(f.field);
    if (a.kind === 'none') {
      if (named)
        throw errors.forbiddenFieldRead(`Permission denied: field "${prefix}${f.field}" cannot be read`);
      return;
    }
    if (!out.has(f.field))
      out.set(f.field, { kind: 'column', name: f.field, field: f, partial: access.isPartial(f.field) });
  };

  const list = paths ?? ['*'];
  // File objects carry the computed `data` whenever `*`, `data` or a path into it (`data.full_url`,
  // as the v8 app asks for image fields) is asked at their level.
  const isFiles = collection.collection === SYSTEM_COLLECTION.files;
  const isDataPath = (p: string) => p === 'data' || p.startsWith('data.');
  const fileData = isFiles && list.some((p) => p === '*' || isDataPath(p));
  const dataKeys = fileDataKeys(isFiles ? list : []);
  for (const p of list) {
    if (fileData && isDataPath(p)) {
      explicit.add('data');
      continue;
    }
    if (p.startsWith('-')) {
      excluded.add(p.slice(1));
      continue;
    }
    const dot = p.indexOf('.');
    const head = dot === -1 ? p : p.slice(0, dot);
    const rest = dot === -1 ? null : p.slice(dot + 1);
    if (head === '*') {
      for (const name of collection.fieldOrder) {
        const f = collection.fields.get(name)!;
        if (rest !== null && (f.m2o || f.o2m)) {
          if (access.field(name).kind === 'none') continue;
          const l = sub.get(name) ?? [];
          l.push(rest);
          sub.set(name, l);
        }
        if (!f.alias) addColumn(f, false);
      }
      continue;
    }
    const f = collection.fields.get(head);
    if (!f) throw errors.invalidField(prefix + head, collection.collection);
    explicit.add(head);
    if (access.field(head).kind === 'none') {
      throw errors.forbiddenFieldRead(`Permission denied: field "${prefix}${head}" cannot be read`);
    }
    if (rest !== null && !f.m2o && !f.o2m && isWildcardPath(rest)) {
      // v8 reads `status.*` on a field that is not relational as the field itself.
      if (!f.alias) addColumn(f, true);
    } else if (rest !== null) {
      if (!f.m2o && !f.o2m) throw errors.invalidField(prefix + p, collection.collection);
      const l = sub.get(head) ?? [];
      l.push(rest);
      sub.set(head, l);
    } else if (!f.alias) {
      addColumn(f, true);
    }
  }

  // Counted before the levels below are built, so a tree too big to build stops here.
  let relationsOnly = 0;
  for (const name of sub.keys()) if (!out.has(name)) relationsOnly++;
  budget.add(out.size + relationsOnly);

  for (const [name, subPaths] of sub) {
    const f = collection.fields.get(name)!;
    const target = relationTarget(ctx, f);
    if (!target) continue;
    const partial = access.isPartial(name);
    const targetAccess = ctx.read(target);
    if (!targetAccess.readable) {
      warnings.push({
        type: 'warning',
        message: `Can't read \`${name}\`: read access to \`${target.collection}\` collection denied`,
        code: 18,
        fields: [name],
      });
      if (f.m2o) out.set(name, { kind: 'm2o-denied', name, field: f, partial, targetPk: target.primaryKey });
      else out.delete(name);
      continue;
    }
    const sel = buildSelection(ctx, target, subPaths, depth + 1, warnings, lang, `${prefix}${name}.`, budget);
    if (f.m2o) {
      out.set(name, { kind: 'm2o', name, field: f, partial, sel });
    } else {
      const fk = f.o2m!.field;
      let langFilter: { field: string; values: string[] } | null = null;
      if (f.type === 'translation' && lang && lang !== '*') {
        const langField = target.fieldOrder.find((n) => target.fields.get(n)!.type === 'lang');
        if (!langField)
          throw errors.fieldNotFound(`Field with type "lang" not found in "${target.collection}"`);
        langFilter = { field: langField, values: lang };
      }
      if (!sel.columns.includes(fk)) sel.columns.push(fk);
      out.set(name, { kind: 'o2m', name, field: f, partial, fk, sel, langFilter });
    }
  }
  for (const name of excluded) if (!explicit.has(name)) out.delete(name);

  const columns = new Set<string>();
  columns.add(collection.primaryKey);
  for (const o of out.values()) if (!o.field.alias) columns.add(o.field.field);
  if (!ctx.accountability.admin) {
    // Non-admin reads always fetch the status and owner: per-row checks depend on them.
    if (collection.statusField) columns.add(collection.statusField);
    if (collection.ownerField && !collection.fields.get(collection.ownerField)!.alias)
      columns.add(collection.ownerField);
  }
  if (fileData) for (const c of FILE_DATA_COLUMNS) if (collection.fields.has(c)) columns.add(c);
  return {
    collection,
    columns: [...columns],
    out: [...out.values()],
    rowFilter: access.rowFilter,
    rowBlacklist: access.rowBlacklist(),
    ...(fileData ? { fileData: true } : {}),
    ...(fileData && dataKeys ? { fileDataKeys: dataKeys } : {}),
  };
}

/** `*`, `*.*`, ...: a path of wildcards only. */
function isWildcardPath(rest: string): boolean {
  return rest.split('.').every((s) => s === '*');
}

// ---------------------------------------------------------------- values

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

interface FilterScope {
  ctx: AccessContext;
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
  let access: ReadAccess = ctx.read(root);
  const hops: Hop[] = [];
  const restrict = (a: ReadAccess, name: string, op?: string) => {
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
  ctx: AccessContext,
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

function resolveFilter(scope: FilterScope, root: CollectionInfo, raw: RawFilter): FilterNode {
  if (raw.kind === 'cond') return resolveCondition(scope, root, raw);
  const children = raw.children.map((c) => resolveFilter(scope, root, c));
  if (raw.kind === 'and') return and(...children) ?? { kind: 'true' };
  return or(...children);
}

/** `q`: LIKE over the readable string/number fields, M2O targets and O2M rows (api.md §4.3). */
function resolveSearch(scope: FilterScope, root: CollectionInfo, q: string): FilterNode {
  const { ctx } = scope;
  const access = ctx.read(root);
  const parts: FilterNode[] = [];
  const fieldCond = (a: ReadAccess, f: FieldInfo): FilterNode | null => {
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

export function authorizeRead(
  ctx: AccessContext,
  collection: CollectionInfo,
  query: Query,
  options: AuthorizeOptions = {},
): ReadPlan {
  const access = ctx.read(collection);
  if (!access.readable) throw access.denied();
  access.assertListable();
  const warnings: Warning[] = [];
  const limits = options.limits ?? DEFAULT_READ_LIMITS;
  const budget = new ColumnBudget(limits);
  const selection = buildSelection(ctx, collection, query.fields, 0, warnings, query.lang, '', budget);
  if (options.allColumns) {
    for (const name of collection.fieldOrder) {
      const f = collection.fields.get(name)!;
      if (!f.alias && !selection.columns.includes(name)) selection.columns.push(name);
    }
  }

  const scope: FilterScope = { ctx, limits, rootRestrictions: [] };
  let filter: FilterNode | null = null;
  if (!options.byId) {
    const f = query.filter ? resolveFilter(scope, collection, query.filter) : null;
    const s = query.q ? resolveSearch(scope, collection, query.q) : null;
    filter = and(f, s);
  }

  const sort: ReadPlan['sort'] =
    query.sort === 'random'
      ? 'random'
      : (query.sort ?? []).map((s) => {
          const f = collection.fields.get(s.field);
          if (!f) throw errors.invalidField(s.field, collection.collection);
          if (f.alias)
            throw errors.unprocessable(`Unable to sort by "${s.field}" field because it is an alias.`);
          if (access.field(s.field).kind === 'none') {
            throw errors.forbiddenFieldRead(`Permission denied: field "${s.field}" cannot be read`);
          }
          if (!access.sortable(s.field)) {
            throw errors.forbiddenFieldRead(`Permission denied: field "${s.field}" cannot be sorted by`);
          }
          const r = access.restrictionFor(s.field);
          if (r) scope.rootRestrictions.push(r);
          return { field: f, desc: s.desc };
        });
  if (sort !== 'random') {
    if (sort.length === 0 && collection.sortField && access.field(collection.sortField).kind === 'all') {
      sort.push({ field: collection.fields.get(collection.sortField)!, desc: false });
    }
    if (!sort.some((s) => s.field.field === collection.primaryKey)) {
      sort.push({ field: collection.fields.get(collection.primaryKey)!, desc: false });
    }
  }

  // Status: the param is intersected with what the caller may read via the row filter.
  const statusRestrictions: FilterNode[] = [];
  const defaultStatus: FilterNode[] = [];
  if (collection.statusField) {
    const sf = collection.fields.get(collection.statusField)!;
    if (collection.softDeleteStatuses.length) {
      defaultStatus.push({
        kind: 'or',
        children: [
          { kind: 'cond', hops: [], field: sf, op: 'nin', value: collection.softDeleteStatuses },
          { kind: 'cond', hops: [], field: sf, op: 'null', value: null },
        ],
      });
    }
    if (!options.byId) {
      if (query.status === null) statusRestrictions.push(...defaultStatus);
      else if (query.status !== '*') {
        // Choosing rows by a status the caller cannot see would reveal it.
        if (access.field(sf.field).kind !== 'all') {
          throw errors.forbiddenFilterField(`Not allowed to filter by "${sf.field}"`);
        }
        statusRestrictions.push({ kind: 'cond', hops: [], field: sf, op: 'in', value: query.status });
      }
    }
  }

  const permission = access.rowFilter ? [access.rowFilter] : [];
  let limit: number | null = query.limit ?? ctx.schema.settings.defaultLimit;
  if (limit === -1) limit = null;
  let offset = limit !== null ? (query.offset ?? 0) : 0;
  if (query.page !== null && query.limit !== null && query.offset === null && limit !== null) {
    offset = limit * (query.page - 1);
  }
  if (query.single) limit = 1;

  return {
    collection,
    selection,
    filter,
    restrictions: [...permission, ...statusRestrictions, ...scope.rootRestrictions],
    countRestrictions: [...permission, ...defaultStatus],
    statusCountRestrictions: permission,
    sort,
    limit,
    offset,
    single: query.single,
    // status_count would reveal a status field the caller cannot read.
    meta:
      collection.statusField && access.field(collection.statusField).kind !== 'all'
        ? new Set([...query.meta].filter((m) => m !== 'status_count'))
        : query.meta,
    hasFilterOrQ: !!filter || query.status !== null,
    warnings,
    columns: columnsOf(selection),
    relatedLists: hasRelatedLists(selection),
  };
}

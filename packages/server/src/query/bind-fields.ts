import { fileDataKeys } from './file-data-keys';
import { errors } from '../errors';
import type { CollectionInfo, FieldInfo } from '../schema/overview';
import { SYSTEM_COLLECTION } from '../schema/system-collections';
import type { OutField, Selection, Warning } from './ast';
import type { Query } from './parse';
import { assertNoOwnOptions, bindRelatedPage } from './bind-deep';
import type { DeepQuery } from './deep';
import { ColumnBudget, depthExceeded } from './read-limits';
import { relationTarget, type ReadAccessContext } from './read-access';

/**
 * Step 2a of a read: the `fields` of a query bound to the schema and the caller's read access —
 * a forbidden field is an error or is dropped, relations nest to the project's depth.
 */

/** The columns the computed `data` of a file is made from. */
const FILE_DATA_COLUMNS = ['filename_disk', 'filename_download', 'private_hash', 'type', 'embed'];

export function buildSelection(
  ctx: ReadAccessContext,
  collection: CollectionInfo,
  paths: string[] | null,
  depth: number,
  warnings: Warning[],
  lang: Query['lang'],
  prefix: string,
  budget: ColumnBudget,
  /** The `deep` options of this level's relations (query/deep.ts). */
  deep: DeepQuery | null = null,
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

  if (deep) {
    for (const name of deep.children.keys()) {
      const f = collection.fields.get(name);
      if (!f) throw errors.invalidField(`deep.${prefix}${name}`, collection.collection);
      if (!f.m2o && !f.o2m)
        throw errors.badRequest(`"deep[${prefix}${name}]": "${name}" is not a relational field`);
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
    const d = deep?.children.get(name) ?? null;
    const sel = buildSelection(
      ctx,
      target,
      subPaths,
      depth + 1,
      warnings,
      lang,
      `${prefix}${name}.`,
      budget,
      d,
    );
    if (f.m2o) {
      assertNoOwnOptions(d, `${prefix}${name}`);
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
      const page = bindRelatedPage(ctx, target, d, budget.limits, depth + 1, `${prefix}${name}.`);
      out.set(name, { kind: 'o2m', name, field: f, partial, fk, sel, langFilter, page });
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

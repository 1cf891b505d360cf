import type { CollectionInfo, FieldInfo } from '../../schema/overview';
import { ConversionError, convertCell } from './convert';
import { languageField, type ColumnMapper, type ColumnPlan } from './mapping';
import type { ImportOptions } from './options';
import type { SourceRow } from './source-row';

/**
 * One row of the file on its way to a write: its converted values, the related items still to
 * be looked up (by key or by a unique field), its many-to-many lists, translations and files, and
 * the problems found so far. Nothing here touches the database.
 */

type Row = Record<string, unknown>;

export interface RowError {
  line: number;
  row: number;
  /** The field, and the file's column when it names it differently. */
  field: string | null;
  column?: string;
  reason: string;
  code?: number;
}

export interface Ref {
  column: string;
  field: string;
  target: CollectionInfo;
  by: FieldInfo;
  value: unknown;
}

export interface ListRef {
  column: string;
  field: FieldInfo;
  junction: CollectionInfo;
  target: CollectionInfo;
  by: FieldInfo;
  values: unknown[];
}

export interface TranslationSet {
  field: FieldInfo;
  collection: CollectionInfo;
  langField: string;
  byLang: Map<string, Row>;
}

export interface Draft {
  line: number;
  row: number;
  payload: Row;
  refs: Ref[];
  lists: ListRef[];
  translations: Map<string, TranslationSet>;
  files: { field: string; column: string; url: string }[];
  errors: RowError[];
}

const isObject = (v: unknown): v is Row => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A JSON row with its related objects flattened to dotted columns (`{"author": {"id": 1}}` ->
 * `author.id`), as a CSV header names them; JSON fields and lists stay whole.
 */
export function flattenJsonRow(values: Row, collection: CollectionInfo): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(values)) {
    const f = collection.fields.get(k);
    if (isObject(v) && f && f.type !== 'json' && f.m2o) {
      for (const [sub, sv] of Object.entries(v)) out[`${k}.${sub}`] = sv;
    } else out[k] = v;
  }
  return out;
}

/**
 * A CSV cell as written before the export guarded it against formula injection: the export
 * writes `=SUM(…)` as `'=SUM(…)` (services/export/csv.ts), and the import reads it back.
 */
function unguarded(value: unknown): unknown {
  return typeof value === 'string' && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** A list cell: a JSON array, or comma-separated keys. */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined) return [];
  const s = String(value).trim();
  if (s === '') return [];
  if (s.startsWith('[')) {
    const parsed: unknown = JSON.parse(s);
    if (!Array.isArray(parsed)) throw new ConversionError('is not a list');
    return parsed;
  }
  return s
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

export function makeDraft(source: SourceRow, mapper: ColumnMapper, o: ImportOptions, json: boolean): Draft {
  const values = json ? flattenJsonRow(source.values, mapper.collection) : source.values;
  const plans = mapper.plan(Object.keys(values));
  const d: Draft = {
    line: source.line,
    row: source.row,
    payload: {},
    refs: [],
    lists: [],
    translations: new Map(),
    files: [],
    errors: [],
  };
  for (const plan of plans) {
    try {
      addColumn(d, plan, json ? values[plan.column] : unguarded(values[plan.column]), o);
    } catch (err) {
      if (!(err instanceof ConversionError) && !(err instanceof SyntaxError)) throw err;
      d.errors.push({
        line: d.line,
        row: d.row,
        field: fieldName(plan),
        ...(fieldName(plan) !== plan.column ? { column: plan.column } : {}),
        reason: err instanceof SyntaxError ? 'is not valid JSON' : err.message,
      });
    }
  }
  return d;
}

function addColumn(d: Draft, plan: ColumnPlan, raw: unknown, o: ImportOptions): void {
  const t = plan.target;
  switch (t.kind) {
    case 'skip':
      return;
    case 'value':
      d.payload[t.field.field] = convertCell(t.field, raw, o);
      return;
    case 'm2o': {
      const value = convertCell(t.by, raw, o);
      if (value === null || value === '') d.payload[t.field.field] = null;
      else d.refs.push({ column: plan.column, field: t.field.field, target: t.target, by: t.by, value });
      return;
    }
    case 'file': {
      const s =
        raw === null || raw === undefined
          ? ''
          : String(isObject(raw) ? raw[t.target.primaryKey] : raw).trim();
      if (s === '') d.payload[t.field.field] = null;
      else if (/^https?:\/\//i.test(s)) d.files.push({ column: plan.column, field: t.field.field, url: s });
      else
        d.refs.push({
          column: plan.column,
          field: t.field.field,
          target: t.target,
          by: t.target.fields.get(t.target.primaryKey)!,
          value: s,
        });
      return;
    }
    case 'm2m': {
      const jf = t.field.o2m!.junctionField!;
      const values = listOf(raw).map((v) => {
        let key = isObject(v) && jf in v ? v[jf] : v;
        if (isObject(key)) key = key[t.by.field] ?? key[t.target.primaryKey];
        return convertCell(t.by, key, o);
      });
      d.lists.push({
        column: plan.column,
        field: t.field,
        junction: t.junction,
        target: t.target,
        by: t.by,
        values: values.filter((v) => v !== null),
      });
      return;
    }
    case 'translation': {
      const langField = languageField(t.field, t.translations)!;
      let set = d.translations.get(t.field.field);
      if (!set) {
        set = { field: t.field, collection: t.translations, langField, byLang: new Map() };
        d.translations.set(t.field.field, set);
      }
      if (t.lang !== null && t.target) {
        const v = convertCell(t.target, raw, o);
        if (v === null || v === '') return;
        const entry = set.byLang.get(t.lang) ?? {};
        entry[t.target.field] = v;
        set.byLang.set(t.lang, entry);
        return;
      }
      // A whole list, as a JSON export writes it: [{"language": "fr", "title": "…"}, …].
      for (const item of listOf(raw)) {
        if (!isObject(item) || typeof item[langField] !== 'string') {
          throw new ConversionError(`each translation must be an object with "${langField}"`);
        }
        const entry: Row = {};
        for (const [k, v] of Object.entries(item)) {
          const f = t.translations.fields.get(k);
          if (!f || f.alias || k === langField || k === t.translations.primaryKey || k === t.field.o2m!.field)
            continue;
          entry[k] = convertCell(f, v, o);
        }
        set.byLang.set(item[langField], entry);
      }
      return;
    }
  }
}

/** The field a column writes (its own name for a skipped or unknown one). */
function fieldName(plan: ColumnPlan): string {
  return plan.target.kind === 'skip' ? plan.column : plan.target.field.field;
}

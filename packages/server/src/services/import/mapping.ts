import { SYSTEM_PREFIX } from '@atrium/sdk';
import { errors } from '../../errors';
import type { CollectionInfo, FieldInfo } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { permissionRows } from '../permissions/permissions';

/**
 * How the columns of an import file become a payload: each column names a field (by its own
 * name, or through the `mapping` option), a related item (`author` by key, `author.email` by a
 * unique field of authors), a many-to-many list (`tags` keys, `tags.name` names), a translation
 * (`translations.<lang>.<field>`) or a file (`cover` by id or URL). Decided once per column,
 * before any row is written; a column that names nothing writable is a mapping error.
 */

export type ColumnTarget =
  | { kind: 'skip' }
  | { kind: 'value'; field: FieldInfo }
  | { kind: 'm2o'; field: FieldInfo; target: CollectionInfo; by: FieldInfo }
  | { kind: 'file'; field: FieldInfo; target: CollectionInfo }
  | {
      kind: 'm2m';
      field: FieldInfo;
      junction: CollectionInfo;
      target: CollectionInfo;
      by: FieldInfo;
    }
  | {
      kind: 'translation';
      field: FieldInfo;
      translations: CollectionInfo;
      lang: string | null;
      target: FieldInfo | null;
    };

export interface ColumnPlan {
  column: string;
  target: ColumnTarget;
}

/** The collection's language field of a translations collection (`type: lang` or the option). */
export function languageField(alias: FieldInfo, translations: CollectionInfo): string | null {
  const option = alias.options?.languageField;
  if (typeof option === 'string' && translations.fields.has(option)) return option;
  return translations.fieldOrder.find((n) => translations.fields.get(n)!.type === 'lang') ?? null;
}

export class ColumnMapper {
  private readonly plans = new Map<string, ColumnPlan>();

  constructor(
    private readonly ctx: ServiceContext,
    readonly collection: CollectionInfo,
    private readonly mapping: Record<string, string | null> = {},
  ) {}

  /** The plans of these columns; throws `importMapping` listing every column that maps to nothing. */
  plan(columns: string[]): ColumnPlan[] {
    const problems: string[] = [];
    const out: ColumnPlan[] = [];
    for (const column of columns) {
      let p = this.plans.get(column);
      if (!p) {
        try {
          p = { column, target: this.resolve(column) };
        } catch (err) {
          problems.push(`"${column}": ${(err as Error).message}.`);
          continue;
        }
        this.plans.set(column, p);
      }
      out.push(p);
    }
    if (problems.length) throw errors.importMapping(problems);
    return dropShadowed(out);
  }

  private collectionOf(name: string): CollectionInfo {
    const c = this.ctx.schema.collections.get(name);
    if (!c) throw new Error(`the related collection "${name}" does not exist`);
    return c;
  }

  private fieldOf(c: CollectionInfo, name: string): FieldInfo {
    const f = c.fields.get(name);
    if (!f) throw new Error(`"${c.collection}" has no field "${name}"`);
    return f;
  }

  /** A field the caller's role may not write, in any status: refused as a mapping error. */
  private assertWritable(c: CollectionInfo, field: string): void {
    if (this.ctx.accountability.admin) return;
    const rows = permissionRows(this.ctx.access.perms(c.collection));
    if (rows.length === 0 || rows.every((r) => r.writeBlacklist.has(field))) {
      throw new Error(`your role may not write "${c.collection}.${field}"`);
    }
  }

  private resolve(column: string): ColumnTarget {
    const mapped = Object.prototype.hasOwnProperty.call(this.mapping, column) ? this.mapping[column] : column;
    if (mapped === null || mapped === undefined || mapped === '') return { kind: 'skip' };
    const [name, ...rest] = mapped.split('.');
    const c = this.collection;
    const field = this.fieldOf(c, name!);
    if (field.o2m?.junctionField) return this.m2m(field, rest);
    if (field.type === 'translation' && field.o2m) return this.translation(field, rest);
    if (field.o2m || field.alias)
      throw new Error(`"${field.field}" cannot be imported (a ${field.type} field)`);
    this.assertWritable(c, field.field);
    if (field.m2o) {
      const target = this.collectionOf(field.m2o.collection);
      if (target.collection === `${SYSTEM_PREFIX}files`) {
        if (rest.length && rest.join('.') !== target.primaryKey) return { kind: 'skip' };
        return { kind: 'file', field, target };
      }
      if (rest.length > 1) throw new Error('a related item is found by one of its own fields');
      const by = this.fieldOf(target, rest[0] ?? target.primaryKey);
      return { kind: 'm2o', field, target, by };
    }
    if (rest.length) throw new Error(`"${field.field}" is not a relation`);
    return { kind: 'value', field };
  }

  private m2m(field: FieldInfo, rest: string[]): ColumnTarget {
    const rel = field.o2m!;
    const junction = this.collectionOf(rel.collection);
    const jf = this.fieldOf(junction, rel.junctionField!);
    if (!jf.m2o) throw new Error(`the junction field "${jf.field}" is not a relation`);
    const target = this.collectionOf(jf.m2o.collection);
    if (rest.length > 1) throw new Error('related items are found by one of their own fields');
    this.assertWritable(junction, rel.field);
    this.assertWritable(junction, jf.field);
    return { kind: 'm2m', field, junction, target, by: this.fieldOf(target, rest[0] ?? target.primaryKey) };
  }

  private translation(field: FieldInfo, rest: string[]): ColumnTarget {
    const translations = this.collectionOf(field.o2m!.collection);
    const langField = languageField(field, translations);
    if (!langField) throw new Error(`"${translations.collection}" has no language field`);
    if (rest.length === 0) return { kind: 'translation', field, translations, lang: null, target: null };
    if (rest.length !== 2) throw new Error('a translation column is named translations.<language>.<field>');
    const target = this.fieldOf(translations, rest[1]!);
    if (target.alias || target.field === field.o2m!.field || target.field === langField) {
      throw new Error(`"${target.field}" is not a translated value`);
    }
    this.assertWritable(translations, target.field);
    return { kind: 'translation', field, translations, lang: rest[0]!, target };
  }
}

/**
 * Several columns of one relation (`author.id`, `author.name`, as an export writes them): the
 * key column decides and the others are informative, so they are skipped.
 */
function dropShadowed(plans: ColumnPlan[]): ColumnPlan[] {
  const byKey = new Set<string>();
  for (const p of plans) {
    const t = p.target;
    if ((t.kind === 'm2o' || t.kind === 'm2m') && t.by.field === t.target.primaryKey)
      byKey.add(t.field.field);
    if (t.kind === 'file') byKey.add(t.field.field);
  }
  const seen = new Set<string>();
  return plans.map((p) => {
    const t = p.target;
    if (t.kind !== 'm2o' && t.kind !== 'm2m' && t.kind !== 'file') return p;
    const isKey = t.kind === 'file' || t.by.field === t.target.primaryKey;
    if ((byKey.has(t.field.field) && !isKey) || seen.has(t.field.field))
      return { column: p.column, target: { kind: 'skip' } };
    seen.add(t.field.field);
    return p;
  });
}

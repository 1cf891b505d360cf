import type { Knex } from 'knex';
import type { CompiledSql } from './run';

/**
 * The SQL Knex compiles for a statement of one shape (table, columns, clauses) is the same
 * whatever its values, and building it costs more than running a single-row write on SQLite (the
 * hot path of every write: the row read for the decision, the UPDATE, the activity and revision
 * INSERTs). Each shape is compiled once, by Knex, with a stand-in for every value; the stand-ins
 * tell in which order the values are bound. A shape whose bindings are not exactly its stand-ins
 * (and constants like `limit 1`) is not kept, and values that Knex would not bind as they are
 * (objects, raw expressions, undefined) compile through Knex every time.
 */

type Slot = { name: string } | { value: unknown };
interface Shape {
  sql: string;
  slots: Slot[];
}

const shapes = new Map<string, Shape | null>();
const MAX_SHAPES = 2000;
const STAND_IN = '\u0000atrium-shape:';

/** A value the driver binds unchanged (objects, arrays and undefined are not). */
export function bindsUnchanged(v: unknown): boolean {
  if (v === null) return true;
  const t = typeof v;
  return (
    t === 'string' ||
    t === 'number' ||
    t === 'bigint' ||
    t === 'boolean' ||
    v instanceof Date ||
    Buffer.isBuffer(v)
  );
}

/**
 * The compiled SQL of `build(value)` for `values`: `build` makes the query, asking `value(name)`
 * for each value, and must depend on nothing but the names (they make the `key`, with the table).
 */
export function compileShape(
  key: string,
  values: Record<string, unknown>,
  build: (value: (name: string) => unknown) => Knex.QueryBuilder,
): CompiledSql {
  for (const name in values)
    if (!bindsUnchanged(values[name])) return build((n) => values[n]).toSQL() as CompiledSql;
  let shape = shapes.get(key);
  if (shape === undefined) {
    shape = learn(build);
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    shapes.set(key, shape);
  }
  if (!shape) return build((n) => values[n]).toSQL() as CompiledSql;
  const bindings = shape.slots.map((s) => ('name' in s ? values[s.name] : s.value));
  return { sql: shape.sql, bindings };
}

function learn(build: (value: (name: string) => unknown) => Knex.QueryBuilder): Shape | null {
  const names = new Set<string>();
  const compiled = build((name) => {
    names.add(name);
    return STAND_IN + name;
  }).toSQL() as CompiledSql;
  if (compiled.sql.includes(STAND_IN)) return null;
  const slots: Slot[] = [];
  const seen = new Set<string>();
  for (const b of compiled.bindings) {
    if (typeof b === 'string' && b.startsWith(STAND_IN)) {
      const name = b.slice(STAND_IN.length);
      if (!names.has(name)) return null;
      seen.add(name);
      slots.push({ name });
    } else if (typeof b === 'number') {
      slots.push({ value: b });
    } else {
      return null;
    }
  }
  // Every value must travel as a binding (none dropped or inlined).
  return seen.size === names.size ? { sql: compiled.sql, slots } : null;
}

/**
 * An INSERT of one row through its shape: `returning` is `*`, a column, or nothing. The SQL is the
 * one Knex compiles for `knex(table).insert(row).returning(returning)`.
 */
export function compileInsert(
  knex: Knex,
  table: string,
  row: Record<string, unknown>,
  returning?: string,
): CompiledSql {
  const names = Object.keys(row);
  return compileShape(`insert\0${table}\0${returning ?? ''}\0${names.join('\0')}`, row, (v) => {
    const qb = knex(table).insert(Object.fromEntries(names.map((n) => [n, v(n)])));
    return returning === undefined ? qb : qb.returning(returning);
  });
}

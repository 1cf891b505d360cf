import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { CollectionInfo } from '../../schema/overview';
import type { ProjectState } from '../../projects/project-state';
import { pgIdentifier as quote } from '../../database/pg-identifier';
import { bindsUnchanged } from '../../database/statement-shapes';
import { writeExecutor } from '../../database/write-executor';
import { revisionDataSql } from '../activity/revision-data-sql';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';

type Row = Record<string, unknown>;

/**
 * PostgreSQL: an update of one item with its activity and revision rows as one data-modifying
 * statement (one round trip; atomic by itself). The revision's `data` is rendered by the database
 * (revision-data-sql.ts), so the statement needs nothing read before it; it answers the written
 * row, with the activity id and the revision data it stored under names no column has.
 */

const ACTIVITY = '\u0001activity';
const DATA = '\u0001data';
const WRITTEN = 'atrium_written';
const ACTIVITY_TABLE = quote(SYSTEM_COLLECTION.activity);
const REVISIONS_TABLE = quote(SYSTEM_COLLECTION.revisions);

/** Key types whose text in SQL is the driver's value as `String` makes it. */
const PK_TEXT = /^(smallint|integer|bigint|text|character varying|uuid)$/;

export interface UpdateInOne {
  /** The written row (undefined: no item under the key). */
  row: Row | undefined;
  activity: number | null;
  /** The revision data the database stored. */
  data: string | null;
}

/** A statement's text with `$n` placeholders and the hash of it its prepared name carries. */
interface Text {
  text: string;
  hash: string;
}
/** Column lists kept per collection (each is also a prepared statement per connection). */
const MAX_SHAPES = 200;
const texts = new WeakMap<CollectionInfo, Map<string, Text | null>>();

/**
 * The statement for `values` (at least one column) of the item under `key`, or null when the
 * collection's rows cannot be rendered in SQL, a value is not plain, or a name is one of ours.
 */
export function updateInOneStatement(
  collection: CollectionInfo,
  key: string | number,
  values: Row,
  activity: Row,
  revision: Row,
): { text: Text; bindings: unknown[] } | null {
  const names = Object.keys(values);
  if (names.length === 0 || !names.every((n) => bindsUnchanged(values[n]))) return null;
  const a = Object.keys(activity).filter((n) => n !== 'item');
  const r = Object.keys(revision).filter((n) => n !== 'item');
  let byShape = texts.get(collection);
  if (!byShape) texts.set(collection, (byShape = new Map()));
  const shape = `${names.join('\0')}\u0001${a.join('\0')}\u0001${r.join('\0')}`;
  let text = byShape.get(shape);
  if (text === undefined) {
    text = build(collection, names, a, r);
    if (byShape.size >= MAX_SHAPES) byShape.clear();
    byShape.set(shape, text);
  }
  const data = revisionDataSql(collection, WRITTEN);
  if (!text || !data) return null;
  return {
    text,
    bindings: [
      ...names.map((n) => values[n]),
      key,
      ...a.map((n) => activity[n]),
      ...r.map((n) => revision[n]),
      ...data.bindings,
    ],
  };
}

function build(collection: CollectionInfo, names: string[], a: string[], r: string[]): Text | null {
  const columns = collection.columnOrder ?? [];
  // `?` marks a binding below, even inside a quoted name.
  if ([collection.collection, ...columns].some((n) => n === ACTIVITY || n === DATA || n.includes('?')))
    return null;
  const pk = collection.fields.get(collection.primaryKey)?.column?.dataType ?? '';
  if (!PK_TEXT.test(pk)) return null;
  const data = revisionDataSql(collection, WRITTEN);
  if (!data) return null;
  // The activity's and revision's `item`: the key as the driver gives it, in text.
  const item = `${quote(WRITTEN)}.${quote(collection.primaryKey)}::text`;
  const list = (cols: string[]) => cols.map(quote).join(', ');
  const marks = (n: number) => Array(n).fill('?').join(', ');
  const sql =
    `with ${quote(WRITTEN)} as (update ${quote(collection.collection)} set ${names.map((n) => `${quote(n)} = ?`).join(', ')}` +
    ` where ${quote(collection.primaryKey)} = ? returning *),` +
    ` "atrium_activity" as (insert into ${ACTIVITY_TABLE} (${list(a)}, "item") select ${marks(a.length)}, ${item} from ${quote(WRITTEN)} returning "id"),` +
    ` "atrium_revision" as (insert into ${REVISIONS_TABLE} ("activity", ${list(r)}, "item", "data")` +
    ` select "atrium_activity"."id", ${marks(r.length)}, ${item}, ${data.sql} from "atrium_activity", ${quote(WRITTEN)}` +
    ` returning "activity", "data")` +
    ` select ${quote(WRITTEN)}.*, "atrium_revision"."activity" as ${quote(ACTIVITY)}, "atrium_revision"."data" as ${quote(DATA)}` +
    ` from ${quote(WRITTEN)}, "atrium_revision"`;
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  const hash = crypto.createHash('sha1').update(text).digest('hex').slice(0, 24);
  return { text, hash };
}

/**
 * After "cached plan must not change result type" (a column's type changed while a connection
 * kept the statement prepared): the project's statements are prepared anew under new names (the
 * old ones could not run again on the connections that keep them). The generation, part of every
 * name, is the project's own (`state.statementGeneration`): its pool alone keeps those statements.
 */
export function renameStatements(state: ProjectState): void {
  state.statementGeneration++;
}

/**
 * Runs the statement, prepared once per connection under its name (its text is long, and planning
 * it would cost the server more than running it); the row comes back without our two names.
 */
export async function runUpdateInOne(
  knex: Knex,
  statement: { text: Text; bindings: unknown[] },
  state: ProjectState,
): Promise<UpdateInOne> {
  const { text, hash } = statement.text;
  const name = `atrium_w${state.statementGeneration}_${hash}`;
  const rows = await writeExecutor(knex).runPrepared(knex, { name, text, bindings: statement.bindings });
  const row = rows[0];
  if (!row) return { row: undefined, activity: null, data: null };
  const activity = Number(row[ACTIVITY]);
  const data = row[DATA] as string;
  delete row[ACTIVITY];
  delete row[DATA];
  return { row, activity, data };
}

/**
 * The wire shapes of the content workflow (docs/content-workflow.md): content versions (Directus
 * 11's shape), their comparison with the main item, scheduled publications and trash entries.
 */

type Row = Record<string, unknown>;

/** One content version of an item (`/versions`). */
export interface ContentVersion {
  id: string;
  key: string;
  name: string | null;
  collection: string;
  /** null: a version of an item not created yet (its promote creates it). */
  item: string | null;
  /** The main item's hash when the version was made or last compared. */
  hash: string | null;
  date_created: string | null;
  date_updated: string | null;
  user_created: number | null;
  user_updated: number | null;
  delta: Row | null;
}

/** `GET /versions/{id}/compare`: the version's changes beside the main item. */
export interface VersionComparison {
  /** The main item changed since the version was made. */
  outdated: boolean;
  /** Send it back with the promote: refused if the main item changed since. */
  mainHash: string;
  current: Row;
  main: Row;
}

export type ScheduleAction = 'promote' | 'status';

/** One scheduled publication (`/schedules`); times are ISO 8601 in UTC. */
export interface Schedule {
  id: number;
  action: ScheduleAction;
  collection: string;
  item: string;
  version: string | null;
  status: string | null;
  run_at: string;
  user: number;
  created_on: string;
  claimed_at: string | null;
  done_on: string | null;
  /** null: waiting (or running, once claimed); `done` or `failed` once run. */
  outcome: 'done' | 'failed' | null;
  error: string | null;
}

/** One trash entry (`/trash/{collection}`): the item as it was, in the fields the caller may read. */
export interface TrashEntry {
  id: number;
  collection: string;
  item: string;
  deleted_by: number | null;
  deleted_on: string;
  /** How many related rows (children, translations, junction rows) come back with it. */
  related: number;
  data: Row;
}

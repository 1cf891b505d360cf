/**
 * Which page the user's `last_page` should name (issue 31 #9): only a page they could open.
 * Each tracked page is recorded when it opens; a page that turns out not found or forbidden (the
 * not-found screen) puts the last page that did open back.
 */
import { api } from '../api/client';

interface Recorded {
  project: string;
  user: number;
  path: string;
}

let current: Recorded | null = null;
let opened: Recorded | null = null;
/** The last page found not openable before it was recorded (the not-found screen came first). */
let refused: string | null = null;

/** A page was opened: record it (the one before it opened fine unless it was refused). */
export function recordPage(project: string, user: number, path: string): void {
  if (path === refused) return;
  refused = null;
  if (current && (current.project !== project || current.user !== user)) opened = null;
  else if (current) opened = current;
  current = { project, user, path };
  api.trackPage(project, user, path).catch(() => undefined);
}

/** The page at `path` could not be opened: the last page that could is recorded again. */
export function refusePage(path: string): void {
  refused = path;
  if (!current || current.path !== path) return;
  const back = opened;
  current = back;
  if (back) api.trackPage(back.project, back.user, back.path).catch(() => undefined);
}

/** Forget everything (a test, a sign-out). */
export function resetPageRecord(): void {
  current = null;
  opened = null;
  refused = null;
}

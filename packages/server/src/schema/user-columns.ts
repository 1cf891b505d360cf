import { isUsersCollection } from './system-collections';

/**
 * The one list of `directus_users` columns with restricted reading (api.md §5.14, §7.5). Every
 * read path (output, filter, sort, search), revisions and webhooks go by these two sets.
 */

/**
 * Never leave the server, whoever asks. `2fa_secret` is also one of the masked columns below: its
 * value stays here, only whether it is set is shown.
 */
export const USER_SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password',
  'token',
  '2fa_secret',
  'password_reset_token',
]);

/**
 * Read only by the user themself and by admins: other callers can neither see, filter, sort nor
 * search them, and they stay out of revisions (a revision is readable by whoever reads the item).
 */
export const USER_PRIVATE_COLUMNS: ReadonlySet<string> = new Set([
  'email_notifications',
  'last_access_on',
  'last_page',
]);

/**
 * Secrets whose presence is shown, never their value (docs/compatibility.md): read as
 * `TWO_FACTOR_MASK` when set and `null` when not, by the user themself and admins only (like the
 * private columns above). Filters may only ask whether they are set (`PRESENCE_OPERATORS`); they
 * cannot be sorted by or searched, and revisions and webhooks leave them out like other secrets.
 */
export const USER_MASKED_COLUMNS: ReadonlySet<string> = new Set(['2fa_secret']);

/** What a set `2fa_secret` reads as. Written back unchanged, it changes nothing. */
export const TWO_FACTOR_MASK = '**********';

/** The filter operators that only test whether a value is there. */
export const PRESENCE_OPERATORS: ReadonlySet<string> = new Set(['null', 'nnull', 'empty', 'nempty']);

export const isMaskedUserColumn = (collection: string, field: string): boolean =>
  isUsersCollection(collection) && USER_MASKED_COLUMNS.has(field);

/** The value of a masked column as it leaves the server. */
export const maskedValue = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : TWO_FACTOR_MASK;

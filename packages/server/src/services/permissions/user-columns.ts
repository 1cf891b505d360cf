/**
 * The one list of `directus_users` columns with restricted reading (api.md §5.14, §7.5). Every
 * read path (output, filter, sort, search), revisions and webhooks go by these two sets.
 */

/** Never leave the server, whoever asks. */
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

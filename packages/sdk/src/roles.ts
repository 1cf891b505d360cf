/** The two roles every project has (api.md §5.13): their ids are fixed. */

/** Administrators: every permission, and the only role that manages the schema and settings. */
export const ADMIN_ROLE_ID = 1;

/** The permissions of requests that carry no token. */
export const PUBLIC_ROLE_ID = 2;

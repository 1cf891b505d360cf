/**
 * The app's server state (TanStack Query): one module per domain, each with
 * - a key factory (`itemKeys`, `collectionKeys`, ...): every key starts with `['p', project]`
 *   (only the project list, `['projects']`, does not); params are part of the key;
 * - query options (`itemsQuery(project, ...)`) for `queryClient.fetchQuery`/`ensureQueryData`
 *   (hydration, prefetch on hover, route guards);
 * - hooks (`useItems(project, collection, params)`, `useUpdateItem(project, collection)`, ...).
 *
 * Conventions for new screens:
 * - the project is always the first argument: `const project = useProjectKey()`;
 * - components never fetch in effects: read with a hook, write with a mutation hook;
 * - a write invalidates exactly what it changes (see `invalidateItemWrite`); a system collection
 *   (`directus_users`, `directus_files`, ...) keeps its keys under its own domain root
 *   (`['p', project, 'users']`), so the generic item hooks and the domain hooks share them;
 * - lists a role may not read answer 403: hydration-level lists come back empty (`orEmpty`), so
 *   the app still starts and the related modules hide by permission;
 * - errors are `ApiError` from `@atrium/sdk`: compare with `err.is('Forbidden')`, never numbers.
 */
export * from './client';
export * from './query-client';
export * from './project-key';
export * from './tolerate';
export * from './server';
export * from './collections';
export * from './fields';
export * from './relations';
export * from './items';
export * from './presets';
export * from './permissions';
export * from './users';
export * from './files';
export * from './activity';
export * from './revisions';
export * from './settings';
export * from './roles';
export * from './webhooks';
export * from './extensions';

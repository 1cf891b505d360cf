/**
 * The app's server state (TanStack Query), one folder per domain (docs/architecture.md, the
 * data layer):
 * - `<domain>/keys.ts`: the key factory (`itemKeys`, `collectionKeys`, ...): every key starts
 *   with `['p', project]` (only the project list, `['projects']`, does not); params are part of
 *   the key; keys import only other keys;
 * - `<domain>/queries.ts`: query options (`itemsQuery(project, ...)`) for `fetchQuery` /
 *   `ensureQueryData` (hydration, prefetch, route guards) and read hooks (`useItems`, ...);
 * - `<domain>/mutations.ts`: write hooks (`useUpdateItem`, ...), which call
 * - `invalidation.ts`: what each write makes stale across domains; it imports only keys.
 *
 * Conventions for new screens:
 * - the project is always the first argument: `const project = useProjectKey()`;
 * - components never fetch in effects: read with a hook, write with a mutation hook;
 * - a write invalidates exactly what it changes; a system collection (`directus_users`,
 *   `directus_files`, ...) keeps its keys under its own domain root (`['p', project, 'users']`),
 *   so the generic item hooks and the domain hooks share them;
 * - lists a role may not read answer 403: hydration-level lists come back empty (`orEmpty`), so
 *   the app still starts and the related modules hide by permission;
 * - errors are `ApiError` from `@atrium/sdk`: compare with `err.is('Forbidden')`, never numbers.
 *
 * Import the module you need (`api/items/queries`), not this index: it exists to document.
 */
export {};

/**
 * The app's server state: one module per domain, each with its key factory (keys start with
 * `['p', project]`), query options (for hydration and prefetching) and hooks.
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

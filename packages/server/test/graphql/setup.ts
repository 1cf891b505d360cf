import type { Knex } from 'knex';
import type { BlogEnv, Api } from '../items/setup';

/** GraphQL calls against a test server, and a count of the statements the server runs. */

export async function gql(
  env: BlogEnv,
  query: string,
  variables?: Record<string, unknown>,
  opts: { token?: string | null; path?: string } = {},
): Promise<Api> {
  return env.call(opts.path ?? '/graphql', {
    method: 'POST',
    json: { query, variables },
    ...(opts.token !== undefined ? { token: opts.token } : {}),
  });
}

/** Runs `fn` and counts the SQL statements the server's pool ran meanwhile (the cache poll aside). */
export async function countStatements(knex: Knex, fn: () => Promise<unknown>): Promise<number> {
  let n = 0;
  const onQuery = (q: { sql: string }) => {
    if (q.sql.includes('directus_cache_versions')) return;
    n++;
  };
  knex.on('query', onQuery);
  try {
    await fn();
  } finally {
    knex.off('query', onQuery);
  }
  return n;
}

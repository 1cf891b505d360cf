import { countDriverStatements } from '../support/driver-statements';
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

/**
 * Runs `fn` and counts the SQL statements the server sent meanwhile (the cache poll aside), at the
 * drivers: every path is seen, the SQLite reads run on the connection directly included. `seen`
 * receives their SQL.
 */
export async function countStatements(fn: () => Promise<unknown>, seen?: string[]): Promise<number> {
  return countDriverStatements(fn, { seen });
}

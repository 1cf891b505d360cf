/** The GraphQL endpoints (docs/graphql.md): the caller's schema as SDL, and running a request. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { viewAsHeaders } from '../../stores/view-as';
import { graphqlKeys, type GraphqlEndpoint } from './keys';

const path = (endpoint: GraphqlEndpoint) => (endpoint === 'system' ? 'graphql/system' : 'graphql');

/** `GET /{p}/server/specs/graphql[/system]`: the schema the caller's role sees. */
export const graphqlSdlQuery = (project: string, endpoint: GraphqlEndpoint) =>
  queryOptions({
    queryKey: graphqlKeys.sdl(project, endpoint),
    queryFn: ({ signal }) =>
      api.request<string>('GET', `server/specs/${path(endpoint)}`, { project, text: true, signal }),
    staleTime: 60_000,
    retry: false,
  });

export const useGraphqlSdl = (project: string, endpoint: GraphqlEndpoint) =>
  useQuery(graphqlSdlQuery(project, endpoint));

export interface GraphqlAnswer {
  status: number;
  /** The answer as the server wrote it (GraphQL's `{ data, errors }`, or an error envelope). */
  body: unknown;
}

/**
 * POSTs one GraphQL request and answers the server's JSON whatever its status: a document error
 * (400) is an answer to show, not a failure of the call.
 */
export async function runGraphql(
  project: string,
  endpoint: GraphqlEndpoint,
  request: { query: string; variables?: Record<string, unknown>; operationName?: string },
  signal?: AbortSignal,
): Promise<GraphqlAnswer> {
  const res = await fetch(`${api.apiRoot}${encodeURIComponent(project)}/${path(endpoint)}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-directus-project': project, ...viewAsHeaders() },
    body: JSON.stringify(request),
    signal,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): shown as text.
  }
  return { status: res.status, body };
}

/** Keys of the GraphQL playground (docs/graphql.md): the caller's schema per endpoint. */
import { projectRoot } from '../scope';

export type GraphqlEndpoint = 'items' | 'system';

export const graphqlKeys = {
  sdl: (project: string, endpoint: GraphqlEndpoint) =>
    [...projectRoot(project), 'graphql', 'sdl', endpoint] as const,
};

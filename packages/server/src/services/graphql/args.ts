import { GraphQLInt, GraphQLList, GraphQLString, type GraphQLFieldConfigArgumentMap } from 'graphql';
import type { FilterTypes } from './filters';

/**
 * The arguments of a list: a root query (`articles(filter:, sort:, limit:, …)`) and a list relation
 * under an item (`comments(filter:, sort:, limit:, …)`, read as REST's `deep`), as Directus 11 has them.
 */
export function listArgs(filter: ReturnType<FilterTypes['filterOf']>): GraphQLFieldConfigArgumentMap {
  return {
    filter: { type: filter },
    sort: { type: new GraphQLList(GraphQLString) },
    limit: { type: GraphQLInt },
    offset: { type: GraphQLInt },
    page: { type: GraphQLInt },
    search: { type: GraphQLString },
  };
}

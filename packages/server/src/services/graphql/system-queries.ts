import { GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import { errors } from '../../errors';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { selfReadable } from '../system/users';
import type { GraphqlContext } from './context';
import { readById } from './read';
import type { RoleView } from './role-view';
import type { CollectionTypes } from './types';

type Fields = GraphQLFieldConfigMap<Record<string, unknown>, GraphqlContext>;

/**
 * Directus 11's own queries of the system endpoint that clients lean on: `users_me` (the caller,
 * as `GET /users/me` reads it: always their own row, with the fields their role may read) and
 * `server_ping` ("pong", a cheap health check through the GraphQL stack).
 */
export function systemQueries(view: RoleView, types: CollectionTypes, out: Fields): void {
  out.server_ping = { type: GraphQLString, resolve: () => 'pong' };
  const users = view.collections.get(SYSTEM_COLLECTION.users);
  if (!users) return;
  out.users_me = {
    type: types.itemOf(users),
    resolve: (_s, _a, c, info) => {
      const acc = c.ctx.accountability;
      if (acc.public) throw errors.unauthorized();
      const me = String(acc.user);
      return readById(users, me, { ctx: selfReadable(c.ctx, [me]) }, info);
    },
  };
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runGraphql, type GraphqlRequest } from '../../services/graphql/execute';
import type { Scope } from '../../services/graphql/role-view';
import { DEFAULT_READ_LIMITS } from '../../query/read-limits';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';

/**
 * `/{p}/graphql` (the project's collections) and `/{p}/graphql/system` (the system collections),
 * Directus 11's GraphQL endpoints: POST with `{ query, variables, operationName }` or an array of
 * them (a batch), GET with the same as query parameters for reads. The answer is GraphQL's
 * `{ data, errors }`, written as it is (no REST envelope).
 */
function handler(scope: Scope, method: 'GET' | 'POST') {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const config = req.project.config;
    const body = (method === 'GET' ? queryOf(req) : req.body) as GraphqlRequest | GraphqlRequest[];
    const answer = await runGraphql(await serviceContext(req), body ?? {}, {
      scope,
      method,
      introspection: config.graphql.introspection,
      limits: {
        ...(config.read_limits ?? DEFAULT_READ_LIMITS),
        max_operations: config.graphql.max_operations,
      },
      requestId: String(req.id),
      log: (err) => req.log.error({ err }, 'GraphQL resolver failed'),
    });
    return reply
      .code(answer.status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(answer.body));
  };
}

export function graphqlRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/graphql', { GET: handler('items', 'GET'), POST: handler('items', 'POST') });
    resource(app, '/graphql/system', { GET: handler('system', 'GET'), POST: handler('system', 'POST') });
  };
}

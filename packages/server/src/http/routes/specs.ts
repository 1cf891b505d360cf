import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { graphqlSdl } from '../../services/graphql/schema';
import type { Scope } from '../../services/graphql/role-view';
import { openApiDocument } from '../../services/openapi/document';
import { resource } from '../route';
import { serviceContext } from './items';

/**
 * `/{p}/server/specs/oas`: the OpenAPI 3.1 document for the caller's role; `/{p}/server/specs/graphql`
 * (and `/system`): the GraphQL schema of that endpoint for the role, as SDL. The SDL is what
 * introspection tells, so it is refused where the project turned introspection off.
 */
function sdl(scope: Scope) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.project.config.graphql.introspection) {
      throw errors.forbidden('GraphQL introspection is turned off for this project (graphql.introspection)');
    }
    const text = graphqlSdl(await serviceContext(req), scope);
    return reply.type('text/plain; charset=utf-8').send(text);
  };
}

export function specsRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/server/specs/oas', {
      GET: async (req) => openApiDocument(await serviceContext(req), `${req.apiBaseUrl}/${req.project.key}`),
    });
    resource(app, '/server/specs/graphql', { GET: sdl('items') });
    resource(app, '/server/specs/graphql/system', { GET: sdl('system') });
  };
}

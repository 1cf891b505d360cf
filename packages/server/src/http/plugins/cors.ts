import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { ProjectConfigSchema, type ProjectConfig } from '../../projects/project-config';
import type { ProjectRegistry } from '../../projects/registry';
import { RESERVED_SEGMENTS } from '../reserved-segments';
import { originOf, trustedOrigins } from './csrf';

type CorsConfig = ProjectConfig['cors'];
const DEFAULT_CORS: CorsConfig = ProjectConfigSchema.shape.cors.parse({});

/**
 * `'*'` in the origin list (the v8 default) answers `Access-Control-Allow-Origin: *` without
 * credentials; only origins the project trusts (its explicit CORS origins, `app_url`,
 * `project_url`) are echoed with credentials. Directus 8 echoed any origin with credentials, which
 * let every web page act with a signed-in user's cookie (issue 15).
 */
function optionsFor(c: CorsConfig, trustedOrigin: boolean): FastifyCorsOptions {
  if (!c.enabled) return { origin: false };
  const open = c.origin.includes('*');
  return {
    origin: open ? (trustedOrigin ? true : '*') : c.origin,
    methods: c.methods,
    allowedHeaders: [
      'X-Directus-Project',
      'Content-Type',
      'Authorization',
      'X-Atrium-View-As-Role',
      ...c.headers,
    ],
    exposedHeaders: c.exposed_headers,
    maxAge: c.max_age,
    credentials: open && !trustedOrigin ? false : c.credentials,
  };
}

/** CORS per project config (api.md §7.12); routes outside a project use the defaults. */
export async function registerCors(app: FastifyInstance, registry: ProjectRegistry): Promise<void> {
  const projectCors = async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
    const first = request.url.split('?')[0]!.split('/')[1] ?? '';
    const project =
      !first || RESERVED_SEGMENTS.has(first) ? null : await registry.get(first).catch(() => null);
    const c = project?.config.cors ?? DEFAULT_CORS;
    const origin = originOf(request.headers.origin);
    const trusted =
      project !== null && origin !== null && c.origin.includes('*')
        ? (await trustedOrigins(project, '')).has(origin)
        : false;
    return optionsFor(c, trusted);
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      projectCors(request as FastifyRequest).then(
        (options) => callback(null, options),
        (err: Error) => callback(err),
      );
    },
  });
}

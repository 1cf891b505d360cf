import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { ProjectConfigSchema, type ProjectConfig } from '../../projects/project-config';
import type { ProjectRegistry } from '../../projects/registry';
import { RESERVED_SEGMENTS } from '../reserved-segments';

type CorsConfig = ProjectConfig['cors'];
const DEFAULT_CORS: CorsConfig = ProjectConfigSchema.shape.cors.parse({});

function optionsFor(c: CorsConfig): FastifyCorsOptions {
  if (!c.enabled) return { origin: false };
  return {
    // '*' in the list echoes the caller's Origin, which cookie mode needs (credentials).
    origin: c.origin.includes('*') ? true : c.origin,
    methods: c.methods,
    allowedHeaders: ['X-Directus-Project', 'Content-Type', 'Authorization', ...c.headers],
    exposedHeaders: c.exposed_headers,
    maxAge: c.max_age,
    credentials: c.credentials,
  };
}

/** CORS per project config (api.md §7.12); routes outside a project use the defaults. */
export async function registerCors(app: FastifyInstance, registry: ProjectRegistry): Promise<void> {
  const projectCors = async (request: FastifyRequest): Promise<CorsConfig> => {
    const first = request.url.split('?')[0]!.split('/')[1] ?? '';
    if (!first || RESERVED_SEGMENTS.has(first)) return DEFAULT_CORS;
    const project = await registry.get(first).catch(() => null);
    return project?.config.cors ?? DEFAULT_CORS;
  };
  await app.register(cors, {
    delegator: (request, callback) => {
      projectCors(request as FastifyRequest).then(
        (c) => callback(null, optionsFor(c)),
        (err: Error) => callback(err),
      );
    },
  });
}

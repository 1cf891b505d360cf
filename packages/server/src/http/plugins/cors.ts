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

/** The options of a CORS config, built once per config object (a config changes as a whole). */
const built = new WeakMap<CorsConfig, [untrusted: FastifyCorsOptions, trusted: FastifyCorsOptions]>();
function cachedOptionsFor(c: CorsConfig, trustedOrigin: boolean): FastifyCorsOptions {
  let pair = built.get(c);
  if (!pair) built.set(c, (pair = [optionsFor(c, false), optionsFor(c, true)]));
  return pair[trustedOrigin ? 1 : 0];
}

/** The first path segment: the project key, or a reserved segment. */
function firstSegment(url: string): string {
  if (!url.startsWith('/')) return url.split('?')[0]!.split('/')[1] ?? '';
  const end = url.indexOf('/', 1);
  const q = url.indexOf('?');
  const stop = end === -1 ? q : q === -1 ? end : Math.min(end, q);
  return stop === -1 ? url.slice(1) : url.slice(1, stop);
}

/** CORS per project config (api.md §7.12); routes outside a project use the defaults. */
export async function registerCors(app: FastifyInstance, registry: ProjectRegistry): Promise<void> {
  const projectCors = async (request: FastifyRequest, first: string): Promise<FastifyCorsOptions> => {
    const project =
      !first || RESERVED_SEGMENTS.has(first) ? null : await registry.get(first).catch(() => null);
    const c = project?.config.cors ?? DEFAULT_CORS;
    const origin = originOf(request.headers.origin);
    const trusted =
      project !== null && origin !== null && c.origin.includes('*')
        ? (await trustedOrigins(project, '')).has(origin)
        : false;
    return cachedOptionsFor(c, trusted);
  };
  /**
   * Without waiting when nothing needs reading: outside a project, or a project loaded and checked
   * recently, and no origin that could be one of its trusted ones (those need the settings).
   */
  const atOnce = (request: FastifyRequest, first: string): FastifyCorsOptions | null => {
    if (!first || RESERVED_SEGMENTS.has(first)) return cachedOptionsFor(DEFAULT_CORS, false);
    const project = registry.fresh(first);
    if (!project) return null;
    const c = project.config.cors;
    if (c.origin.includes('*') && originOf(request.headers.origin) !== null) return null;
    return cachedOptionsFor(c, false);
  };
  await app.register(cors, {
    delegator: (req, callback) => {
      const request = req as FastifyRequest;
      const first = firstSegment(request.url);
      const options = atOnce(request, first);
      if (options) return callback(null, options);
      projectCors(request, first).then(
        (resolved) => callback(null, resolved),
        (err: Error) => callback(err),
      );
    },
  });
}

import type { Accountability } from '../auth/accountability';
import type { Project } from '../projects/registry';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every route under `/:project`; absent elsewhere. */
    project: Project;
    accountability: Accountability;
    /** Absolute origin of the API for links: ATRIUM_PUBLIC_URL, else the request's own host. */
    apiBaseUrl: string;
  }
}

import type { Knex } from 'knex';
import type { Accountability } from '../../auth/accountability';
import type { Project } from '../../projects/registry';
import { getSchema, type SchemaOverview } from '../../schema/overview';
import { AccessContext } from '../permissions/access';
import { getRolePermissions } from '../permissions/permissions';
import type { Actor } from '../activity/record';
import type { WriteEvent } from './write-event';

/**
 * Everything a service needs, passed explicitly (design.md §2): no globals, so the system
 * endpoints and tests can build one for any project, caller and transaction.
 */
export interface ServiceContext {
  project: Project;
  accountability: Accountability;
  schema: SchemaOverview;
  access: AccessContext;
  /** The project's Knex, or the request's transaction. */
  knex: Knex;
  actor: Actor;
  /** `activity_skip=1`: no activity or revisions (api.md §4.9). */
  activitySkip: boolean;
  /** Query `comment`, stored on the top-level write's activity row. */
  comment: string | null;
  /** Writes of the open transaction, handed to observers (webhooks) after it commits. */
  pendingWrites?: WriteEvent[];
  /** Absolute origin of the API, for the URLs in file objects. */
  baseUrl?: string;
  /** Rows this request wrote, as stored, by `collection \0 key`: a write's answer is built from them. */
  written?: Map<string, Record<string, unknown>>;
}

export interface RequestInfo {
  ip?: string;
  userAgent?: string;
  activitySkip?: boolean;
  comment?: string | null;
  baseUrl?: string;
}

export async function createServiceContext(
  project: Project,
  accountability: Accountability,
  info: RequestInfo = {},
): Promise<ServiceContext> {
  const [schema, permissions] = await Promise.all([
    getSchema(project),
    getRolePermissions(project, accountability),
  ]);
  return {
    project,
    accountability,
    schema,
    access: new AccessContext(schema, accountability, permissions),
    knex: project.knex,
    actor: { user: accountability.user, ip: info.ip ?? '', userAgent: info.userAgent ?? '' },
    activitySkip: info.activitySkip ?? false,
    comment: info.comment ?? null,
    baseUrl: info.baseUrl,
    written: new Map(),
  };
}

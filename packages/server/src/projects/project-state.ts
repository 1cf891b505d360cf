import type { GraphQLSchema } from 'graphql';
import type { Query } from '../query/parse';
import type { ReadPlan } from '../query/ast';
import type { SchemaOverview } from '../schema/overview';
import type { RolePermissions } from '../services/permissions/permissions';
import type { Configuration as SsoClientConfig } from 'openid-client';
import type { WebhookRow } from '../services/webhooks/webhook-row';
import type { MailTransport } from '../services/mail/transport';
import type { ProjectStorage } from '../storage/driver';

/** A cached value and when it was loaded. */
export interface Timed<T> {
  at: number;
  value: Promise<T>;
}

/** An authorised read plan, valid while the schema and permissions it was made with are current. */
export interface CachedPlan {
  schema: SchemaOverview;
  permissions: RolePermissions;
  q: Query;
  plan: ReadPlan;
}

/**
 * A write observer as the project keeps it. Observers are called with the service context
 * (`WriteObserver`, `services/items/write-events.ts`), which names the project: the projects layer
 * keeps them without naming that context, and `dispatchWrites` calls them with it.
 */
export type KeptWriteObserver = (...args: never[]) => void;

/** A role's GraphQL schema, valid while the schema and permissions it was built from are current. */
export interface CachedGraphqlSchema {
  schema: SchemaOverview;
  permissions: RolePermissions;
  graphql: GraphQLSchema;
}

/** Plans kept per project (oldest dropped first). */
export const PLAN_CACHE_SIZE = 1000;

/**
 * What this process keeps in memory for one loaded project. It lives on the project object, so
 * two projects never share an entry (whatever their collection or role ids), and a project that
 * is removed, reinstalled or reconfigured starts from nothing with its new pool.
 */
export class ProjectState {
  schema: Timed<SchemaOverview> | null = null;
  /** Permission rows by role id. */
  readonly permissions = new Map<number, Timed<RolePermissions>>();
  /** Read plans by caller and raw query string. */
  readonly plans = new Map<string, CachedPlan>();
  /** GraphQL schemas by endpoint and role (services/graphql/schema.ts). */
  readonly graphqlSchemas = new Map<string, CachedGraphqlSchema>();
  /** The active webhooks. */
  webhooks: Timed<WebhookRow[]> | null = null;
  /** Webhook deliveries recorded since the old delivery records were last pruned. */
  deliveriesSincePrune = 0;
  /** Told of every write of the project once it is committed (webhooks). */
  readonly writeObservers: Set<KeptWriteObserver>;
  /**
   * Part of the name of every prepared write statement (PostgreSQL): moved on when the database
   * says a plan a connection keeps no longer fits, so the statements are prepared anew.
   */
  statementGeneration = 0;
  /** Outgoing mail, built from the project's mail config on the first message. */
  mail: MailTransport | null = null;
  /** The client configuration of each single sign-on provider by name (discovery kept an hour). */
  readonly ssoConfigs = new Map<string, Timed<SsoClientConfig>>();
  /** The project's storage drivers, built on first use. */
  storage: ProjectStorage | null = null;
  /** File names being stored right now: two uploads or renames never pick the same name. */
  readonly reservedNames = new Set<string>();
  /** Thumbnails being rendered, by thumbnail key: concurrent requests share one rendering. */
  readonly thumbnailRenders = new Map<string, Promise<Buffer>>();
  /** The `trusted_proxies` setting, read again after a few seconds. */
  trustedProxies: { at: number; list: string[] } | null = null;

  /** `observers`: the write observers the server installs on every project it loads. */
  constructor(observers: Iterable<KeptWriteObserver> = []) {
    this.writeObservers = new Set(observers);
  }

  /** The schema, permissions or settings changed: everything derived from them goes. */
  forgetSchema(): void {
    this.schema = null;
    this.permissions.clear();
    this.plans.clear();
    this.graphqlSchemas.clear();
  }

  forgetWebhooks(): void {
    this.webhooks = null;
  }

  cachePlan(key: string, entry: CachedPlan): void {
    if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(key, entry);
  }
}

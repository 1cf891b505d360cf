import type { Query } from '../query/parse';
import type { ReadPlan } from '../query/ast';
import type { SchemaOverview } from '../schema/overview';
import type { RolePermissions } from '../services/permissions/permissions';
import type { WebhookRow } from '../services/webhooks/dispatcher';

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
  /** The active webhooks. */
  webhooks: Timed<WebhookRow[]> | null = null;

  /** The schema, permissions or settings changed: everything derived from them goes. */
  forgetSchema(): void {
    this.schema = null;
    this.permissions.clear();
    this.plans.clear();
  }

  forgetWebhooks(): void {
    this.webhooks = null;
  }

  cachePlan(key: string, entry: CachedPlan): void {
    if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.delete(this.plans.keys().next().value!);
    this.plans.set(key, entry);
  }
}

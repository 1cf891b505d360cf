import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID } from '@atrium/sdk';

/** Who is making a request: a signed-in user with a role, or the public role (api.md §2.2). */
export interface Accountability {
  /** User id; 0 for the public role (v8 records 0 as the actor of public writes). */
  user: number;
  role: number;
  admin: boolean;
  /** No user authenticated: responses carry `"public": true`. */
  public: boolean;
  /** Client IP (X-Forwarded-For honoured only from the `trusted_proxies` setting), for activity rows. */
  ip?: string;
  userAgent?: string;
  /** Set while an admin views the app as this role (read-only; see `view-as-role.ts`). */
  viewAsRole?: number;
}

export const PUBLIC_ACCOUNTABILITY: Accountability = Object.freeze({
  user: 0,
  role: PUBLIC_ROLE_ID,
  admin: false,
  public: true,
});

export function userAccountability(user: number, role: number): Accountability {
  return { user, role, admin: role === ADMIN_ROLE_ID, public: false };
}

/** The public role, with the caller's address attached for activity rows. */
export function publicAccountability(ip?: string, userAgent?: string): Accountability {
  return { ...PUBLIC_ACCOUNTABILITY, ip, userAgent };
}

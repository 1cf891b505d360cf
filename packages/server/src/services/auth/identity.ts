/**
 * Who a request says it is (`Credentials`) and who that turned out to be (`Identity`): the types
 * the credential resolution (`credentials.ts`) and the identity cache (`auth/identity-cache.ts`)
 * share, apart from both so neither imports the other's module for them.
 */
import type { Accountability } from '../../auth/accountability';
import type { RoleRow, UserRow } from './users';

export type CredentialSource = 'query' | 'body' | 'basic' | 'bearer' | 'cookie';

export interface Credentials {
  /** For a cookie: the decrypted session token; otherwise the JWT or static token as sent. */
  token: string;
  source: CredentialSource;
}

/** A user that authenticated. `needs2FA`: the role enforces 2FA and the user has no secret yet. */
export interface Identity {
  user: UserRow;
  userId: number;
  role: RoleRow | undefined;
  roleId: number;
  /** The user's own accountability (whatever the request's: `/auth/*` answers as the public). */
  accountability: Accountability;
  needs2FA: boolean;
  kind: 'jwt' | 'static' | 'cookie';
  /**
   * The `directus_user_sessions.token` this request would log out: a JWT's session id (every token
   * of that session ends with it) or the cookie session token.
   */
  sessionToken: string | null;
  credentials: Credentials;
}

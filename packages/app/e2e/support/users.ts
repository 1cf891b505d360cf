import type { ApiResponse } from './call';

/** Calls the project's API (`/users`, …) as someone allowed to create users. */
export type ProjectCall = (path: string, init?: RequestInit & { json?: unknown }) => Promise<ApiResponse>;

export interface NewUser {
  email: string;
  password: string;
  role: number;
  first_name?: string;
  last_name?: string;
}

/**
 * The browser tests' one way to make a user: `POST /users` through the API, active. A refusal
 * fails the test where it happens, with the server's answer. Returns the new user's id.
 */
export async function createUser(projectCall: ProjectCall, user: NewUser): Promise<number> {
  const res = await projectCall('/users', { method: 'POST', json: { ...user, status: 'active' } });
  if (res.status !== 200) throw new Error(`POST /users: ${res.status} ${JSON.stringify(res.body)}`);
  return Number(res.body.data.id);
}

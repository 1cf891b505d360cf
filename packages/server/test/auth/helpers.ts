import type { Knex } from 'knex';
import type { TestServer } from '../support/server';

export interface Json {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A request whose JSON body (if any) is parsed. */
export async function call(
  server: TestServer,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Json> {
  const res = await server.request(path, init);
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

export async function login(
  server: TestServer,
  project: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Json> {
  return call(server, `/${project}/auth/authenticate`, { method: 'POST', json: body, headers });
}

/** `name=value` of a Set-Cookie header, ready for a Cookie header. */
export function cookieFrom(headers: Headers, name: string): string | null {
  for (const line of headers.getSetCookie()) {
    const first = line.split(';')[0]!;
    if (first.startsWith(`${name}=`) && first.length > name.length + 1) return first;
  }
  return null;
}

let seq = 0;

export async function createRole(knex: Knex, fields: Record<string, unknown>): Promise<number> {
  seq += 1;
  const name = `Role ${seq} ${Date.now()}`;
  await knex('directus_roles').insert({ name, ...fields });
  const row = await knex('directus_roles').where({ name }).first('id');
  return Number(row.id);
}

let ipSeq = 0;
/** A distinct client address per call, honoured because the tests trust 127.0.0.1 as a proxy. */
export function freshIp(): string {
  ipSeq += 1;
  return `198.51.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
}

export async function trustLoopbackProxy(knex: Knex): Promise<void> {
  await knex('directus_settings').where({ key: 'trusted_proxies' }).update({ value: '127.0.0.1,::1' });
}

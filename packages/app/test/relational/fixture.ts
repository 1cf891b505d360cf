/**
 * The relational round trips' server: e2e/item/relational-fixture-server.ts in its own Node process (a fresh project with
 * every relational shape), and the app's API client pointed at it with the admin's token.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { setApiRoot } from '../../src/api/client';

export const PROJECT = 'rel';

const here = path.dirname(fileURLToPath(import.meta.url));
const TSX = path.resolve(here, '../../../../node_modules/.bin/tsx');

export interface Fixture {
  url: string;
  /** Calls `/{project}{path}` as the admin; returns the parsed body. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** `GET /{project}{path}`: its `data`. */
  read<T = Record<string, unknown>>(path: string): Promise<T>;
  stop(): Promise<void>;
}

function startChild(): Promise<{ child: ChildProcess; url: string; token: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.resolve(here, '../../e2e/item/relational-fixture-server.ts')], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line)
        resolve({ child, ...(JSON.parse(line) as { url: string; token: string }) });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`fixture server exited (${code}): ${err}`)));
  });
}

export async function startFixture(): Promise<Fixture> {
  const { child, url, token } = await startChild();
  const realFetch = globalThis.fetch;
  const call = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const res = await realFetch(`${url}/${PROJECT}${p}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  // The app's client: the server's root, the admin's token on every call.
  setApiRoot(`${url}/`);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${token}`);
    return realFetch(input, { ...init, headers });
  });
  return {
    url,
    call,
    read: async <T>(p: string) => (await call<{ data: T }>('GET', p)).data,
    async stop() {
      vi.unstubAllGlobals();
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // A loaded machine can keep the server's graceful close waiting: end it after a while.
      const force = setTimeout(() => child.kill('SIGKILL'), 8000);
      await exited;
      clearTimeout(force);
    },
  };
}

import fs from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../../src/config';
import { startServer, type RunningServer } from '../../src/server';
import { dropTestDatabase, type DbTarget } from './databases';
import { makeTempDir } from './temp-dirs';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch against the server; `path` starts with '/'. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
}

/** A fresh data directory, removed once the test file is done (test/support/cleanup-setup.ts). */
export async function tempDataDir(): Promise<string> {
  return makeTempDir('atrium-test-');
}

/** A real server on a random loopback port with its own data directory. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = overrides.dataDir ?? (await tempDataDir());
  const config: ServerConfig = {
    host: '127.0.0.1',
    port: 0,
    dataDir,
    superAdminToken: 'test-super-admin-token',
    logLevel: process.env.ATRIUM_TEST_LOG ?? 'silent',
    shutdownTimeout: 5000,
    cachePollMs: 200,
    appDir: path.join(dataDir, 'no-app'),
    ...overrides,
  };
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    request(p, init = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set('content-type', 'application/json');
      return fetch(server.url + p, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
        redirect: 'manual',
      });
    },
  };
}

export interface InstalledProject {
  key: string;
  email: string;
  password: string;
  target: DbTarget;
  installFields: Record<string, string | number>;
  /** Drops the project's database (PostgreSQL/MariaDB); SQLite files go with the data dir. */
  cleanup(): Promise<void>;
}

/** Installs a project over HTTP on the given database; throws with the response body on failure. */
export async function installProject(
  server: TestServer,
  target: DbTarget,
  key = '_',
  extra: Record<string, unknown> = {},
): Promise<InstalledProject> {
  const installFields = target.installFields();
  const email = 'admin@example.com';
  const password = 'correct horse battery staple';
  const res = await server.request('/server/projects', {
    method: 'POST',
    json: {
      project: key,
      user_email: email,
      user_password: password,
      super_admin_token: server.superAdminToken,
      ...installFields,
      ...extra,
    },
  });
  if (res.status !== 204) throw new Error(`install failed: ${res.status} ${await res.text()}`);
  return {
    key,
    email,
    password,
    target,
    installFields,
    cleanup: async () => {
      if (target.name !== 'sqlite') await dropTestDatabase(target.name, String(installFields.db_name));
    },
  };
}

/** An installed project's config file, as the server reads it. */
export async function projectConfig(dataDir: string, key: string) {
  const { ProjectConfigSchema } = await import('../../src/projects/project-config');
  const text = await fs.readFile(path.join(dataDir, 'projects', `${key}.json`), 'utf8');
  return ProjectConfigSchema.parse(JSON.parse(text));
}

/** A Knex connection to an installed project's database, read from its config file. */
export async function projectKnex(server: TestServer, key: string) {
  const { createKnex } = await import('../../src/database/connection');
  const config = await projectConfig(server.dataDir, key);
  return createKnex(config.database, server.dataDir);
}

/** The parsed JSON body of a response, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}

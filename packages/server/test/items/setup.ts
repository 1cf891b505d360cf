import type { Knex } from 'knex';
import type { DbTarget } from '../support/databases';
import { ADMIN_TOKEN, refreshSchema } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { blogRows, createBlogSchema, seedBlog, type BlogRows } from './blog';

export interface Api {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers;
}

export interface BlogEnv {
  server: TestServer;
  project: InstalledProject;
  knex: Knex;
  rows: BlogRows;
  key: string;
  /** Request as a given token (admin by default; null = public). */
  call(path: string, init?: RequestInit & { json?: unknown; token?: string | null }): Promise<Api>;
  close(): Promise<void>;
}

export async function startBlog(target: DbTarget, key = 'blog', count = 40): Promise<BlogEnv> {
  const server = await startTestServer();
  const project = await installProject(server, target, key, { user_token: ADMIN_TOKEN });
  const knex = await projectKnex(server, key);
  await createBlogSchema(knex);
  const rows = blogRows(count);
  await seedBlog(knex, rows);
  await refreshSchema(server, key);
  return {
    server,
    project,
    knex,
    rows,
    key,
    async call(path, init = {}) {
      const { token = ADMIN_TOKEN, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const res = await server.request(`/${key}${path}`, { ...rest, headers });
      const text = await res.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      return { status: res.status, body, headers: res.headers };
    },
    async close() {
      await knex.destroy();
      await server.close();
      await project.cleanup();
    },
  };
}

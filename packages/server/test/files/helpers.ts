import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestServer } from '../support/server';

export const TOKEN = 'files-admin-token';
export const auth = { authorization: `Bearer ${TOKEN}` };

export const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');

export interface Reply {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export async function call(
  server: TestServer,
  p: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Reply> {
  const res = await server.request(p, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

/** POST /files as multipart with one or more files and optional form fields. */
export function uploadForm(
  server: TestServer,
  project: string,
  files: { name: string; data: Buffer; type?: string }[],
  fields: Record<string, string> = {},
  headers: Record<string, string> = auth,
): Promise<Reply> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append('data', new Blob([f.data], { type: f.type ?? 'application/octet-stream' }), f.name);
  return server.request(`/${project}/files`, { method: 'POST', body: form, headers }).then(async (res) => {
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  });
}

export async function download(server: TestServer, url: string, headers: Record<string, string> = {}) {
  const res = await server.request(url, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file under a directory (recursively), relative paths; [] when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/** Rewrites part of a project's config file (the registry reloads it within a second). */
export async function patchProjectConfig(
  server: TestServer,
  key: string,
  patch: (c: Record<string, unknown>) => void,
) {
  const file = path.join(server.dataDir, 'projects', `${key}.json`);
  const config = JSON.parse(await fs.readFile(file, 'utf8'));
  patch(config);
  await fs.writeFile(file, JSON.stringify(config, null, 2));
  const later = new Date(Date.now() + 2000);
  await fs.utimes(file, later, later);
  await new Promise((r) => setTimeout(r, 1100));
}

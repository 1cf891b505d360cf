import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, startCli as startServerProcess, type CliServer } from '../support/cli';
import { json, tempDataDir } from '../support/server';

const running: CliServer[] = [];
afterEach(() => {
  for (const c of running.splice(0)) if (c.child.exitCode === null) c.child.kill('SIGKILL');
});

async function startCli(dataDir: string): Promise<CliServer> {
  const server = await startServerProcess(dataDir);
  running.push(server);
  return server;
}

function runCli(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, ATRIUM_DATA_DIR: dataDir, ATRIUM_SUPER_ADMIN_TOKEN: '' },
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('starting and stopping the server', () => {
  it('starts on an empty data dir, prints a generated super-admin token once, and keeps projects across restarts', async () => {
    const dataDir = await tempDataDir();
    const first = await startCli(dataDir);
    const ping = await fetch(`${first.url}/server/ping`);
    expect(await ping.text()).toBe('pong');
    const token = first.stdout().match(/super-admin token[^\n]*\n\s+(\S+)/)?.[1];
    expect(token).toMatch(/^[0-9a-zA-Z]{32}$/);
    const install = await fetch(`${first.url}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project: 'site', user_email: 'admin@example.com', user_password: 'pw' }),
    });
    expect(install.status).toBe(204);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startCli(dataDir);
    expect(second.stdout()).not.toContain(token);
    const projects = await json(await fetch(`${second.url}/server/projects`));
    expect(projects.data).toEqual(['site']);
    // The token generated on the first start still guards the server.
    const info = await fetch(`${second.url}/server/info?super_admin_token=${token}`);
    expect(info.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('finishes an in-flight request on SIGTERM before exiting', async () => {
    const dataDir = await tempDataDir();
    const server = await startCli(dataDir);
    const { port } = new URL(server.url);
    const body = JSON.stringify({ project: 'late', user_email: 'admin@example.com', user_password: 'pw' });
    const response = new Promise<{ status: number }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: '/server/projects',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode! }));
        },
      );
      req.on('error', reject);
      // Send half the body, signal the server, then send the rest.
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    expect((await response).status).toBe(204);
    expect(await server.exited).toBe(0);
  });

  it('installs a project from the command line', async () => {
    const dataDir = await tempDataDir();
    const result = await runCli(
      [
        'install',
        '--project',
        'cli',
        '--email',
        'ops@example.com',
        '--password',
        'pw',
        '--project-name',
        'From CLI',
      ],
      dataDir,
    );
    expect(result.output).toContain('Project "cli" installed');
    expect(result.code).toBe(0);
    const again = await runCli(
      ['install', '--project', 'cli', '--email', 'ops@example.com', '--password', 'pw'],
      dataDir,
    );
    expect(again.code).toBe(1);
    expect(again.output).toContain('Error 18');
    const server = await startCli(dataDir);
    const info = await json(await fetch(`${server.url}/cli/`));
    expect(info.data.api.project_name).toBe('From CLI');
    server.child.kill('SIGTERM');
    await server.exited;
  });

  it('names a project installed from the command line after its key when no name is given', async () => {
    const dataDir = await tempDataDir();
    const result = await runCli(
      ['install', '--project', 'shop', '--email', 'ops@example.com', '--password', 'password1'],
      dataDir,
    );
    expect(result.code, result.output).toBe(0);
    const server = await startCli(dataDir);
    const info = await json(await fetch(`${server.url}/shop/`));
    expect(info.data.api.project_name).toBe('shop');
    server.child.kill('SIGTERM');
    await server.exited;
  });
});

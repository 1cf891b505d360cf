import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/atrium.js');

export interface CliServer {
  child: ChildProcess;
  url: string;
  stdout: () => string;
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Runs the real CLI (`atrium start`) as a separate process, as `npm start` does, on a random port. */
export function startCli(dataDir: string, env: Record<string, string> = {}): Promise<CliServer> {
  const child = spawn(process.execPath, [BIN, 'start'], {
    env: { ...process.env, ATRIUM_DATA_DIR: dataDir, PORT: '0', ATRIUM_SUPER_ADMIN_TOKEN: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${out}`));
    }, 30_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/Atrium is listening at (http:\/\/[^"\s]+)/);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[1]!,
          stdout: () => out,
          exited,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', () => reject(new Error(`server exited:\n${out}`)));
  });
}

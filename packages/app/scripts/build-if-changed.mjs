// Builds the admin app (vite build → dist/) only when its sources changed since the last build:
// a digest of the sources is kept in dist/. `npm start` runs this before the server, so a fresh
// checkout builds once and later starts skip the build. `--force` always builds.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(ROOT, 'dist', '.sources-digest');
const INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'tsconfig.json',
  '../sdk/src',
];

function files(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p, { withFileTypes: true }).flatMap((e) => files(path.join(p, e.name)));
}

function digest() {
  const hash = crypto.createHash('sha256');
  const all = INPUTS.flatMap((i) => files(path.join(ROOT, i))).concat(fileURLToPath(import.meta.url));
  for (const file of all.sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const sum = digest();
const current =
  fs.existsSync(path.join(ROOT, 'dist', 'index.html')) &&
  fs.existsSync(STAMP) &&
  fs.readFileSync(STAMP, 'utf8').trim() === sum;
if (!current || process.argv.includes('--force')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  fs.writeFileSync(STAMP, sum + '\n');
}

// Compiles the server (src/**/*.ts) into one ES module, dist/cli.js, that plain `node` runs; the
// packages in node_modules stay external. Rebuilds only when a source changed: a digest of the
// sources is kept beside the output. Run directly (`node scripts/build.mjs [--force]`) or through
// `ensureServerBuilt()` (bin/atrium.js). esbuild is a build-time tool, loaded only to rebuild.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'src');
// The shared wire types and error codes are TypeScript sources in a workspace package: bundled in.
const SDK_SRC = path.resolve(ROOT, '../sdk/src');
const DIST = path.join(ROOT, 'dist');
export const SERVER_ENTRY = path.join(DIST, 'cli.js');
const STAMP = path.join(DIST, '.sources-digest');

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else out.push(full);
  }
  return out;
}

/** A digest of everything the output depends on: the sources, the manifest and this script. */
function digest() {
  const hash = crypto.createHash('sha256');
  const files = [
    ...sourceFiles(SRC),
    ...(fs.existsSync(SDK_SRC) ? sourceFiles(SDK_SRC) : []),
    path.join(ROOT, 'package.json'),
    fileURLToPath(import.meta.url),
  ];
  for (const file of files.sort()) {
    hash.update(path.relative(ROOT, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** True when dist/cli.js matches the sources (or there are no sources to compare with). */
export function serverBuildIsCurrent() {
  if (!fs.existsSync(SRC)) return fs.existsSync(SERVER_ENTRY);
  if (!fs.existsSync(SERVER_ENTRY) || !fs.existsSync(STAMP)) return false;
  return fs.readFileSync(STAMP, 'utf8').trim() === digest();
}

/** Builds dist/cli.js when missing or stale; returns whether it built. */
export async function ensureServerBuilt({ force = false, quiet = false } = {}) {
  if (!force && serverBuildIsCurrent()) return false;
  const sum = digest();
  const { build } = await import('esbuild');
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  // Our own workspace packages are TypeScript sources: bundled in, never loaded at run time.
  const external = Object.keys(manifest.dependencies ?? {})
    .filter((name) => !name.startsWith('@atrium/'))
    .flatMap((name) => [name, `${name}/*`]);
  // Build into a fresh directory, then swap it in: a process starting meanwhile never sees half a build.
  const staging = fs.mkdtempSync(path.join(ROOT, '.dist-'));
  try {
    await build({
      entryPoints: [path.join(SRC, 'cli.ts')],
      outfile: path.join(staging, 'cli.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // The server's dependencies are loaded from node_modules at run time; the rest is bundled.
      external,
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    fs.writeFileSync(path.join(staging, '.sources-digest'), sum + '\n');
    const old = fs.existsSync(DIST) ? `${DIST}.old-${process.pid}` : null;
    if (old) fs.renameSync(DIST, old);
    fs.renameSync(staging, DIST);
    if (old) fs.rmSync(old, { recursive: true, force: true });
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    // Another process swapped in the same build first: fine.
    if (!serverBuildIsCurrent()) throw err;
  }
  if (!quiet)
    process.stderr.write(`atrium: compiled the server to ${path.relative(process.cwd(), SERVER_ENTRY)}\n`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await ensureServerBuilt({ force: process.argv.includes('--force') });
}

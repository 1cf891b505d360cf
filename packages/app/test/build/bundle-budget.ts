/**
 * Bundle budgets over a Vite build (issue 14, item 5), read from `dist/.vite/manifest.json`:
 * - the sign-in page's initial JS+CSS (the entry chunk, its static imports, their CSS, and the
 *   login route's chunk when it is split off) is at most 150 kB gzipped;
 * - no single chunk is over 250 kB gzipped, except the rich-text and code editor chunks, which
 *   must stay out of that initial set.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// kB as Vite reports them (1000 bytes).
export const LOGIN_BUDGET = 150_000;
export const CHUNK_BUDGET = 250_000;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** Editor code keeps its markers after minification: ProseMirror (tiptap) and CodeMirror's classes. */
const EDITOR_MARKERS = [/ProseMirror/, /cm-content/];

export function readManifest(dist: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzipSize = (dist: string, file: string) =>
  gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

/** Files the sign-in page loads first: entry + static imports (+ the login route's chunk), with CSS. */
export function loginInitialFiles(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    // The login route: its own dynamic chunk, or the `login` group chunk (vite.config.ts).
    const loginRoute = chunk.isDynamicEntry && /routes\/login\//.test(chunk.src ?? key);
    if (chunk.isEntry || loginRoute || chunk.name === 'login') visit(key);
  }
  return [...files];
}

export interface BudgetReport {
  loginBytes: number;
  loginFiles: string[];
  /** Chunks over the per-chunk budget that are not editor chunks. */
  oversized: { file: string; bytes: number }[];
  /** Editor chunks found in the sign-in page's initial set (they must load only on demand). */
  editorsInLogin: string[];
}

export function checkBudgets(
  dist: string,
  limits = { login: LOGIN_BUDGET, chunk: CHUNK_BUDGET },
): BudgetReport {
  const manifest = readManifest(dist);
  const loginFiles = loginInitialFiles(manifest);
  const loginBytes = loginFiles.reduce((sum, f) => sum + gzipSize(dist, f), 0);
  const isEditor = (file: string) => {
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    return EDITOR_MARKERS.some((m) => m.test(text));
  };
  const jsFiles = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(js|css)$/.test(f));
  const oversized = jsFiles
    .map((f) => ({ file: `assets/${f}`, bytes: gzipSize(dist, `assets/${f}`) }))
    .filter((c) => c.bytes > limits.chunk && !(c.file.endsWith('.js') && isEditor(c.file)));
  const editorsInLogin = loginFiles.filter((f) => f.endsWith('.js') && isEditor(f));
  return { loginBytes, loginFiles, oversized, editorsInLogin };
}

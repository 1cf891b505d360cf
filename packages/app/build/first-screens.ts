import type { Plugin } from 'vite';
import { parseAst } from 'rolldown/parseAst';

/**
 * Which modules the first screens need. A listing shows interface Displays, never their Inputs,
 * and much of the component library (date and colour pickers, sliders, …) serves the Inputs
 * alone. The bundler evaluates a whole chunk at once, so one chunk for all the libraries made
 * every listing pay for the edit form's code.
 *
 * Once the module graph is known, this plugin follows the static imports from the modules a
 * screen that only shows values is made of: the entry, the shell, the data layer, the layouts,
 * the listing routes, and each interface's `meta` and `Display`. What it reaches is
 * `firstScreen`; the rest (Inputs, the form engine, the edit screens and what only they use) is
 * not, and `vite.config.ts` groups the chunks on it. Through a barrel (a module that only
 * re-exports, like a library's index) it follows only the names asked for; any other module
 * reached needs all it imports. A first-screen module's static imports are first-screen
 * modules, so a first-screen chunk never imports a form chunk.
 */
const ROOTS =
  /src[\\/](main\.tsx$|shell[\\/]|layouts[\\/]|stores[\\/]|api[\\/]|routes[\\/](listing|collections|not-found|login|logout)[\\/]|interfaces[\\/](registry\.ts$|display[\\/]|[^\\/]+[\\/](Display\.tsx|meta\.ts)$))/;

const ALL = '*';

interface Edge {
  source: string;
  /** Names this module takes from `source` for its own code (`*`: all, or it only runs it). */
  own: Set<string>;
  /** Re-exports: exported name → the name in `source` (`*` for `export *`). */
  reexports: Map<string, string>;
}

interface Parsed {
  barrel: boolean;
  edges: Edge[];
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (n: unknown) => {
  const node = n as { name?: string; value?: string } | undefined;
  return node?.name ?? node?.value ?? '';
};

/** Imports and re-exports of one module's code; a barrel declares nothing of its own. */
function parse(code: string): Parsed {
  const program = parseAst(code) as unknown as { body: Node[] };
  const edges = new Map<string, Edge>();
  const edge = (source: string) => {
    let e = edges.get(source);
    if (!e) edges.set(source, (e = { source, own: new Set(), reexports: new Map() }));
    return e;
  };
  // Local bindings that come from an import: local → [source, imported].
  const imported = new Map<string, [string, string]>();
  const localExports: [string, string][] = [];
  let barrel = true;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const source = String((node.source as { value: string }).value);
      const specifiers = (node.specifiers as Node[]) ?? [];
      const e = edge(source);
      if (specifiers.length === 0) e.own.add(ALL);
      for (const s of specifiers) {
        const local = nameOf(s.local);
        if (s.type === 'ImportNamespaceSpecifier') imported.set(local, [source, ALL]);
        else if (s.type === 'ImportDefaultSpecifier') imported.set(local, [source, 'default']);
        else imported.set(local, [source, nameOf(s.imported)]);
      }
    } else if (node.type === 'ExportAllDeclaration') {
      const e = edge(String((node.source as { value: string }).value));
      // `export * as ns`: the name `ns`; a plain `export *`: every name the module has.
      e.reexports.set(node.exported ? nameOf(node.exported) : `*${e.reexports.size}`, ALL);
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      const specifiers = (node.specifiers as Node[]) ?? [];
      if (node.source) {
        const e = edge(String((node.source as { value: string }).value));
        for (const s of specifiers) e.reexports.set(nameOf(s.exported), nameOf(s.local));
      } else {
        for (const s of specifiers) localExports.push([nameOf(s.exported), nameOf(s.local)]);
      }
    } else {
      barrel = false;
    }
  }
  if (barrel) {
    // `import {a as $x} from './a'; export {$x as a}`: a re-export through a local binding.
    for (const [exported, local] of localExports) {
      const from = imported.get(local);
      if (from) edge(from[0]).reexports.set(exported, from[1]);
    }
  } else {
    for (const [source, name] of imported.values()) edge(source).own.add(name);
  }
  return { barrel, edges: [...edges.values()] };
}

/** The startup sequence (its own chunk): its requests must not wait for the screens' code. */
const STARTUP = /src[\\/]stores[\\/]run-hydration\.ts$/;

export function firstScreens(): Plugin & { firstScreen(id: string): boolean; startup(id: string): boolean } {
  const reached = new Set<string>();
  const startup = new Set<string>();
  return {
    name: 'atrium:first-screens',
    apply: 'build',
    async buildEnd() {
      const parsed = new Map<string, Parsed | null>();
      const resolved = new Map<string, string | null>();
      const resolve = async (source: string, importer: string) => {
        const key = `${importer}\0${source}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(source, importer))?.id ?? null);
        return resolved.get(key)!;
      };
      const walk = async (roots: RegExp, into: Set<string>) => {
        into.clear();
        const needed = new Map<string, Set<string>>();
        const queue: [string, string[]][] = [];
        const need = (id: string, names: Iterable<string>) => {
          let have = needed.get(id);
          if (!have) needed.set(id, (have = new Set()));
          const fresh = [...names].filter((n) => !have!.has(n) && !have!.has(ALL));
          if (fresh.length || !into.has(id)) {
            for (const n of fresh) have.add(n);
            into.add(id);
            queue.push([id, fresh]);
          }
        };
        for (const id of this.getModuleIds()) if (roots.test(id.split('?')[0]!)) need(id, [ALL]);
        while (queue.length) {
          const [id, names] = queue.pop()!;
          const info = this.getModuleInfo(id);
          if (!info?.code) continue;
          if (!parsed.has(id)) {
            try {
              parsed.set(id, parse(info.code));
            } catch {
              parsed.set(id, null);
            }
          }
          const p = parsed.get(id);
          if (!p) {
            for (const next of info.importedIds) need(next, [ALL]);
            continue;
          }
          const everything = needed.get(id)!.has(ALL);
          for (const e of p.edges) {
            const target = await resolve(e.source, id);
            if (!target) continue;
            const take = new Set<string>(p.barrel ? [] : e.own);
            for (const [exported, from] of e.reexports) {
              const star = exported.startsWith('*');
              if (everything || names.includes(exported) || (star && names.some((n) => n !== 'default'))) {
                if (star && !everything) for (const n of names) take.add(n);
                else take.add(from);
              }
            }
            if (take.size) need(target, take);
          }
        }
      };
      await walk(ROOTS, reached);
      await walk(STARTUP, startup);
    },
    firstScreen: (id) => reached.has(id),
    startup: (id) => startup.has(id),
  };
}

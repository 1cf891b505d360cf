import type { Plugin } from 'vite';

/**
 * Marks the entry chunk for eager compilation (V8's explicit compile hints, Chromium 136+: the
 * magic comment must be the file's first line). Nearly every function of the entry — React's
 * renderer, the router, i18next, the stores — runs while the first screen starts; compiled
 * eagerly, they are compiled on a background thread while the file streams in, instead of one by
 * one on the main thread when first called. Other chunks hold much code a given screen never
 * calls (eager compilation would only add work), so they are left to V8's lazy compilation.
 */
const HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'atrium:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
          chunk.code = HINT + chunk.code;
          // The source map moves down one line with the code.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

import crypto from 'node:crypto';
import type { ProjectConfig } from '../projects/project-config';

/**
 * The Content-Security-Policy of the admin app's page (issue 24, item 9). Scripts: the build's own
 * files, and the inline scripts of its `index.html` by their hashes (the theme set before the
 * first paint), nothing else — no `eval`, no injected script. Framing: the app's own origin only
 * (with `X-Frame-Options: SAMEORIGIN` for browsers without `frame-ancestors`).
 *
 * What the app shows from elsewhere: images from any https origin (rich text, map tiles, files on
 * a CDN, video previews) and `data:`/`blob:` ones (thumbnails of files being uploaded), media and
 * PDFs from the API and the projects' storage, video embeds from YouTube and Vimeo, and requests
 * to the API and to the geocoders the projects configure (`map.geocoder_url`).
 */

/** `'sha256-…'` sources of every inline `<script>` (one without `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    out.push(`'sha256-${crypto.createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return [...new Set(out)];
}

/** A CSP source for a URL (template): its origin, `{s}`-style subdomain placeholders as `*.`. */
function sourceOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  const wildcard = url.replace(/^(https?:\/\/)\{[a-z]+\}\./i, '$1wildcard-subdomain.');
  try {
    const origin = new URL(wildcard).origin;
    return origin.replace('//wildcard-subdomain.', '//*.');
  } catch {
    return null;
  }
}

const unique = (list: (string | null)[]) => [...new Set(list.filter((s): s is string => s !== null))];

const VIDEO_EMBEDS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

export function adminContentSecurityPolicy(scriptHashes: string[], projects: ProjectConfig[]): string {
  const storage = unique(projects.map((p) => sourceOf(p.storage.root_url)));
  const tiles = unique(projects.map((p) => sourceOf(p.map.tile_url)));
  const geocoders = unique(projects.map((p) => sourceOf(p.map.geocoder_url)));
  // https: covers every https origin; http ones are listed where configured.
  const http = (list: string[]) => list.filter((s) => s.startsWith('http:'));
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // react-aria and TipTap insert <style> elements at run time (a strict style-src refuses them).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', ...http([...tiles, ...storage])]],
    ['media-src', ["'self'", 'data:', 'blob:', ...storage]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...geocoders]],
    ['object-src', ["'self'", ...storage]],
    ['frame-src', ["'self'", ...VIDEO_EMBEDS]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

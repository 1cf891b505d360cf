import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The page's first script sends again the reads of the last start of the screen being opened,
 * while the entry script is still loading (`src/api/early-requests.ts` records them and takes the
 * answers). It runs before any module, so it is inlined into `index.html` at build time.
 */
export function earlyRequestsScript(): Plugin {
  return {
    name: 'atrium-early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        return [{ tag: 'script', children: script(), injectTo: 'head' }];
      },
    },
  };
}

/**
 * The inline script. Public routes as in index.html's theme script send nothing; nor does a screen
 * whose start was not kept (`atrium.early`), nor viewing the app as a role (whose header the kept
 * requests lack).
 */
export function script(): string {
  return `(function () {
  var route = (location.hash.replace(/^#/, '').split('?')[0] || '/').replace(/\\/+$/, '');
  var pub = ['', '/', '/login', '/logout', '/reset-password', '/install', '/setup-2fa', '/accept-invite'];
  if (pub.indexOf(route) >= 0) return;
  try {
    var kept = JSON.parse(localStorage.getItem('atrium.early') || 'null');
    var last = kept && kept.paths && kept.paths[route];
    if (!last || sessionStorage.getItem('atrium.view-as-role')) return;
    var requests = {};
    for (var i = 0; i < last.requests.length; i++) {
      var r = last.requests[i];
      requests[r[0]] = fetch(r[1], { headers: r[2], credentials: 'include' });
      requests[r[0]].catch(function () {});
    }
    window.__atriumEarly = { at: performance.now(), requests: requests };
  } catch (e) {}
})();`;
}

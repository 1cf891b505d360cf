import { DEMO_ADMIN, DEMO_EDITOR, DEMO_PROJECT } from './credentials';

/** What the `demo` command and `ATRIUM_DEMO=1` print once the project is there. */
export function demoInstructions(appUrl: string, state: 'installed' | 'exists', ms?: number): string {
  const head =
    state === 'installed'
      ? `The demo project "${DEMO_PROJECT}" is installed${ms === undefined ? '' : ` (${(ms / 1000).toFixed(1)} s)`}.`
      : `The demo project "${DEMO_PROJECT}" already exists (reinstall it with: npx atrium demo --force).`;
  return [
    head,
    '',
    `  Admin app:  ${appUrl}`,
    `  Admin:      ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
    `  Editor:     ${DEMO_EDITOR.email} / ${DEMO_EDITOR.password}  (role "Editor": cannot publish or delete)`,
    '',
    'Sign in as the admin to browse articles, authors and tags, or as the editor to see a restricted role.',
    'These credentials are public: do not keep the demo project on a server others can reach.',
    '',
  ].join('\n');
}

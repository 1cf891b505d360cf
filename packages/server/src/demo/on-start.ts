import type { RunningServer } from '../server';
import { installDemo } from './install';
import { demoInstructions } from './instructions';

/** `ATRIUM_DEMO=1`: installs the demo project on start when it does not exist yet. */
export async function installDemoOnStart(server: RunningServer): Promise<void> {
  const result = await installDemo({ baseUrl: server.url, superAdminToken: server.superAdminToken });
  process.stdout.write(
    `\n${demoInstructions(`${server.url}/admin/`, result.created ? 'installed' : 'exists', result.ms)}\n`,
  );
}

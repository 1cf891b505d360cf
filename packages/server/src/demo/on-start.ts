import type { RunningServer } from '../server';
import { installDemo } from './install';
import { demoInstructions } from './instructions';

/** `ATRIUM_DEMO=1`: installs the demo project on start when it does not exist yet. */
export async function installDemoOnStart(server: RunningServer): Promise<void> {
  try {
    const result = await installDemo({ baseUrl: server.url, superAdminToken: server.superAdminToken });
    process.stdout.write(
      `\n${demoInstructions(`${server.url}/admin/`, result.created ? 'installed' : 'exists', result.ms)}\n`,
    );
  } catch (err) {
    // The server keeps serving its other projects; the failure is said once, plainly.
    process.stderr.write(`The demo project could not be installed: ${(err as Error).message}\n`);
  }
}

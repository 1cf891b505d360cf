import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { seedDemoTemplate } from './atrium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Data directory holding the seeded demo project; spec files start on copies of it. */
    demoTemplate: string;
    demoSeedMs: number;
  }
}

/** Global setup of the e2e run: seeds the demo project once for every spec file. */
export default async function setup(project: TestProject) {
  const template = await seedDemoTemplate();
  project.provide('demoTemplate', template.dataDir);
  project.provide('demoSeedMs', template.seedMs);
  return async () => {
    await fs.rm(template.dataDir, { recursive: true, force: true });
  };
}

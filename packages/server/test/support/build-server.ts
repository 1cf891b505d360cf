// vitest globalSetup: compiles the server (dist/cli.js) once when its sources changed, so tests
// that spawn bin/atrium.js do not each pay for (or race over) the build.
export default async function setup(): Promise<void> {
  // @ts-expect-error: a plain JavaScript build script without type declarations
  const { ensureServerBuilt } = (await import('../../scripts/build.mjs')) as {
    ensureServerBuilt: (o?: { quiet?: boolean }) => Promise<boolean>;
  };
  await ensureServerBuilt({ quiet: true });
}

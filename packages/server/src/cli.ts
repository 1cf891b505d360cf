import { Command } from 'commander';
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { ProjectRegistry } from './projects/registry';
import { resolveSuperAdminToken } from './secrets';
import { installProject } from './services/install';
import { ApiError } from './errors';
import { closeOnSignals, startServer } from './server';
import { ATRIUM_VERSION } from './atrium-version';
import { upgradeSystemSchema } from './database/system-schema/installer';
import { installDemo } from './demo/install';
import { installDemoOnStart } from './demo/on-start';
import { demoInstructions } from './demo/instructions';
import { applyCommand, snapshotCommand } from './services/schema-migration/command';

const program = new Command();
program
  .name('atrium')
  .description('Atrium: a headless CMS, wire-compatible with the Directus 8 API')
  .version(ATRIUM_VERSION);

program
  .command('start')
  .description('start the API and the admin app')
  .action(async () => {
    const config = loadConfig();
    const server = await startServer(config);
    process.stdout.write(`Atrium is listening at ${server.url} (admin app: ${server.url}/admin/)\n`);
    closeOnSignals(server, config.shutdownTimeout);
    if (config.demo) await installDemoOnStart(server);
  });

program
  .command('demo')
  .description('install the "demo" project with sample content, an Editor role and printed credentials')
  .option('--force', 'drop and reinstall the demo project when it exists')
  .action(async (o: { force?: boolean }) => {
    const config = loadConfig();
    // A private server on a free loopback port: the demo is installed through the HTTP API.
    const server = await startServer({ ...config, host: '127.0.0.1', port: 0, logLevel: 'warn' });
    try {
      const result = await installDemo({
        baseUrl: server.url,
        superAdminToken: server.superAdminToken,
        force: o.force,
      });
      const appUrl = `${config.publicUrl ?? `http://${config.host}:${config.port}`}/admin/`;
      process.stdout.write(demoInstructions(appUrl, result.created ? 'installed' : 'exists', result.ms));
      process.stdout.write(
        `Next: start Atrium on the same data directory (${config.dataDir}), e.g. "npm start" after "npm run demo", and open the admin app.\n`,
      );
    } finally {
      await server.close();
    }
  });

program
  .command('install')
  .description('install a project (creates the system tables and the first admin)')
  .requiredOption('--project <key>', 'project key ([0-9a-z_-])')
  .requiredOption('--email <email>', 'e-mail of the first admin')
  .requiredOption('--password <password>', 'password of the first admin')
  .option('--project-name <name>', 'project name shown in the app (default: the project key)')
  .option('--db-client <client>', 'sqlite (default), pg or mysql')
  .option('--db-host <host>')
  .option('--db-port <port>')
  .option('--db-name <name>')
  .option('--db-user <user>')
  .option('--db-password <password>')
  .option('--existing', 'adopt an existing Directus 8 database: keep its data, add what is missing')
  .option('--force', 'drop existing system tables first')
  .action(async (o: Record<string, string | boolean | undefined>) => {
    const config = loadConfig();
    const log = pino({ level: 'warn' });
    const registry = new ProjectRegistry(config.dataDir, log);
    const { token } = await resolveSuperAdminToken(config.dataDir, config.superAdminToken);
    try {
      const key = await installProject(registry, token, {
        project: o.project,
        user_email: o.email,
        user_password: o.password,
        // Named after its key unless told otherwise (the HTTP install keeps v8's "Directus").
        project_name: o.projectName ?? o.project,
        db_client: o.dbClient,
        db_host: o.dbHost,
        db_port: o.dbPort,
        db_name: o.dbName,
        db_user: o.dbUser,
        db_password: o.dbPassword,
        existing: o.existing,
        force: o.force,
        super_admin_token: token,
      });
      process.stdout.write(`Project "${key}" installed.\n`);
    } finally {
      await registry.close();
    }
  });

program
  .command('migrate')
  .description('bring the system schema of a project up to date (also done automatically on start)')
  .requiredOption('--project <key>')
  .action(async (o: { project: string }) => {
    const config = loadConfig();
    const registry = new ProjectRegistry(config.dataDir, pino({ level: 'warn' }));
    try {
      const project = await registry.get(o.project);
      if (!project) throw new Error(`Unknown project "${o.project}"`);
      const result = await upgradeSystemSchema(project.knex);
      process.stdout.write(`System schema of "${o.project}" is current (${JSON.stringify(result)}).\n`);
    } finally {
      await registry.close();
    }
  });

const schema = program.command('schema').description('move a schema between projects and databases');

/** Runs a schema command on a registry of the data directory and prints its output. */
async function withRegistry(fn: (registry: ProjectRegistry) => Promise<string>): Promise<void> {
  const config = loadConfig();
  const registry = new ProjectRegistry(config.dataDir, pino({ level: 'warn' }));
  try {
    process.stdout.write(await fn(registry));
  } finally {
    await registry.close();
  }
}

schema
  .command('snapshot')
  .description('print the schema snapshot of a project (collections, fields, relations) as JSON')
  .option('--project <key>', 'project key', '_')
  .option('--include <parts>', 'also roles, permissions, presets, settings (comma-separated, or *)')
  .action((o: { project: string; include?: string }) =>
    withRegistry((r) => snapshotCommand(r, o.project, o.include)),
  );

schema
  .command('apply <file>')
  .description("make a project's schema match a snapshot file (JSON or YAML)")
  .option('--project <key>', 'project key', '_')
  .option('--dry-run', 'print the steps without changing anything')
  .action((file: string, o: { project: string; dryRun?: boolean }) =>
    withRegistry((r) => applyCommand(r, o.project, file, Boolean(o.dryRun))),
  );

program.parseAsync().catch((err: unknown) => {
  if (err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
  else if (err instanceof ApiError) process.stderr.write(`Error ${err.code}: ${err.message}\n`);
  else process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});

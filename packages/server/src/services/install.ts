import type { Knex } from 'knex';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ApiError, errors, validationMessage } from '../errors';
import { checkConnection, createKnex, listTables } from '../database/connection';
import { dropDatabase, ensureDatabase } from '../database/ensure-database';
import {
  dropSystemTables,
  existingSystemTables,
  installSystemSchema,
} from '../database/system-schema/installer';
import { hashPassword } from '../auth/passwords';
import { randomAlphanumeric, secretsEqual } from '../secrets';
import {
  PROJECT_KEY_PATTERN,
  type DatabaseConfig,
  type ProjectConfigInput,
} from '../projects/project-config';
import type { ProjectRegistry } from '../projects/registry';

/** The `password_policy` of a new install: eight characters or more. */
export const NEW_INSTALL_PASSWORD_POLICY = '/^.{8,}$/';

const blank = 'This value should not be blank.';
const optionalString = z.string().optional();

/** Body of `POST /server/projects` (api.md §7.10) plus `db_client` to choose the database. */
const InstallBodySchema = z.object({
  project: z.string({ error: blank }).min(1, blank).regex(PROJECT_KEY_PATTERN, 'This value is not valid.'),
  super_admin_token: optionalString,
  user_email: z.email({ error: 'This value is not a valid email address.' }),
  user_password: z.string({ error: blank }).min(1, blank),
  user_token: optionalString,
  project_name: optionalString,
  app_url: optionalString,
  db_client: z.enum(['sqlite', 'pg', 'postgres', 'mysql', 'mariadb']).optional(),
  db_host: optionalString,
  db_port: z.union([z.number().int(), z.string().regex(/^\d+$/, 'This value is not valid.')]).optional(),
  db_name: z
    .string()
    .regex(/^[A-Za-z0-9_$-]{1,64}$/, 'This value is not valid.')
    .optional(),
  db_user: optionalString,
  db_password: optionalString,
  db_socket: optionalString,
  private: z.coerce.boolean().optional(),
  force: z.coerce.boolean().optional(),
  existing: z.coerce.boolean().optional(),
  timezone: optionalString,
  locale: optionalString,
  mail_from: optionalString,
  cors_enabled: z.coerce.boolean().optional(),
  cors: z.record(z.string(), z.unknown()).optional(),
  rate_limit: z.record(z.string(), z.unknown()).optional(),
  cookie: z.record(z.string(), z.unknown()).optional(),
  storage: z.record(z.string(), z.unknown()).optional(),
  mail: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  auth: z.record(z.string(), z.unknown()).optional(),
  map: z.record(z.string(), z.unknown()).optional(),
});
export type InstallBody = z.infer<typeof InstallBodySchema>;

function parseBody(body: unknown): InstallBody {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
  const parsed = InstallBodySchema.safeParse(body);
  if (!parsed.success) {
    throw errors.invalidPayload(
      validationMessage(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
    );
  }
  return parsed.data;
}

function databaseConfig(body: InstallBody, key: string): DatabaseConfig {
  const client =
    body.db_client === 'postgres' ? 'pg' : body.db_client === 'mariadb' ? 'mysql' : (body.db_client ?? null);
  // A v8 installer sends only db_* fields and means MySQL; with none at all, SQLite in the data dir.
  const resolved = client ?? (body.db_name || body.db_user ? 'mysql' : 'sqlite');
  const pool = { min: 0, max: 10 };
  if (resolved === 'sqlite') {
    return {
      client: 'sqlite',
      filename: path.join('db', `${key}.sqlite`),
      host: '127.0.0.1',
      pool,
    };
  }
  const missing = (['db_name', 'db_user'] as const).filter((f) => !body[f]);
  if (missing.length)
    throw errors.invalidPayload(validationMessage(missing.map((field) => ({ field, message: blank }))));
  return {
    client: resolved,
    host: body.db_host || '127.0.0.1',
    port: body.db_port === undefined ? undefined : Number(body.db_port),
    name: body.db_name,
    user: body.db_user,
    password: body.db_password,
    socket: body.db_socket || undefined,
    pool,
  };
}

/**
 * Installs a project (api.md §7.10): validates, checks the super-admin token once any project
 * exists, connects (creating the database on PostgreSQL/MySQL when the server allows), creates the
 * system schema with its seeds and the admin user, then writes the config file. Any failure undoes
 * what this call created: no half-made project remains.
 */
export async function installProject(
  registry: ProjectRegistry,
  superAdminToken: string,
  rawBody: unknown,
): Promise<string> {
  const body = parseBody(rawBody);
  const key = body.project.toLowerCase();
  const projects = await registry.list();
  if (projects.length > 0) {
    if (!body.super_admin_token || !secretsEqual(body.super_admin_token, superAdminToken)) {
      throw errors.unauthorized('You must provide the correct super admin token');
    }
  }
  const db = databaseConfig(body, key);
  if (registry.installing.has(key) || ((await registry.exists(key)) && !body.force)) {
    throw errors.projectAlreadyExists(`Project "${key}" already exists`);
  }
  registry.installing.add(key);
  let createdDatabase = false;
  let createdFile = false;
  const sqlitePath = db.client === 'sqlite' ? path.resolve(registry.dataDir, db.filename!) : null;
  const knex = createKnex(db, registry.dataDir);
  try {
    if (sqlitePath) {
      await fs.mkdir(path.dirname(sqlitePath), { recursive: true });
      createdFile = !(await fs.stat(sqlitePath).catch(() => null));
    }
    try {
      createdDatabase = await ensureDatabase(db, registry.dataDir);
      await checkConnection(knex);
    } catch (err) {
      throw errors.invalidDatabaseConnection(`Could not connect to the database: ${(err as Error).message}`);
    }
    const present = await existingSystemTables(knex);
    if (present.length > 0 && !body.existing) {
      if (!body.force) {
        throw errors.systemTablesExist(db.name ?? key);
      }
      await dropSystemTables(knex);
    }
    const token = body.user_token ?? null;
    await installSystemSchemaOrExplain(knex, Boolean(present.length > 0 && body.existing), {
      projectName: body.project_name || 'Directus',
      appUrl: body.app_url ?? '',
      timezone: body.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      admin: {
        email: body.user_email,
        passwordHash: await hashPassword(body.user_password),
        token,
        locale: body.locale || 'en-US',
      },
    });
    // New installs require passwords of at least eight characters (issue 15; v8 seeded no policy);
    // an adopted database keeps its own.
    if (present.length === 0 || body.force) {
      await knex('directus_settings')
        .where({ key: 'password_policy', value: '' })
        .update({ value: NEW_INSTALL_PASSWORD_POLICY });
    }
    const config: ProjectConfigInput = {
      private: body.private ?? false,
      database: db,
      auth: { secret_key: randomAlphanumeric(32), public_key: crypto.randomUUID(), ...(body.auth ?? {}) },
      cors: {
        ...(body.cors ?? {}),
        ...(body.cors_enabled === undefined ? {} : { enabled: body.cors_enabled }),
      },
      rate_limit: body.rate_limit ?? {},
      ...(body.cookie ? { cookie: body.cookie } : {}),
      storage: {
        adapter: 'local',
        root: path.join('uploads', key, 'originals'),
        root_url: `/uploads/${key}/originals`,
        thumb_root: path.join('uploads', key, 'generated'),
        ...(body.storage ?? {}),
      },
      mail: body.mail ?? { default: { transport: 'smtp', from: body.mail_from || 'admin@example.com' } },
      ...(body.map ? { map: body.map } : {}),
    };
    try {
      await registry.writeConfig(key, config);
    } catch (err) {
      if (err instanceof z.ZodError) {
        throw errors.invalidPayload(
          validationMessage(err.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
        );
      }
      throw err;
    }
    return key;
  } catch (err) {
    await knex.destroy().catch(() => undefined);
    if (createdDatabase) await dropDatabase(db, registry.dataDir).catch(() => undefined);
    if (sqlitePath && createdFile) {
      for (const suffix of ['', '-wal', '-shm']) await fs.rm(sqlitePath + suffix, { force: true });
    }
    throw err;
  } finally {
    registry.installing.delete(key);
    await knex.destroy().catch(() => undefined);
  }
}

/**
 * Runs the installer; when adopting an existing database, a failure (which left the database as
 * it was, see installSystemSchema) answers 422/12 naming the problem instead of a bare 500.
 */
async function installSystemSchemaOrExplain(
  knex: Knex,
  adopting: boolean,
  opts: Parameters<typeof installSystemSchema>[1],
): Promise<void> {
  try {
    await installSystemSchema(knex, opts);
  } catch (err) {
    if (!adopting || err instanceof ApiError) throw err;
    throw errors.adoptionFailed((err as Error).message);
  }
}

/** Removes a project (api.md §5.19): drops its system tables, then its config file. */
export async function deleteProject(registry: ProjectRegistry, key: string): Promise<void> {
  const project = await registry.get(key);
  if (!project) throw errors.notFound(`Unknown Project: ${key}`);
  await dropSystemTables(project.knex);
  // Atrium's own cache-version table goes with the system tables.
  await project.knex.schema.dropTableIfExists('directus_cache_versions');
  const leftover = await listTables(project.knex);
  await registry.removeConfig(key);
  // A SQLite file that held nothing but this project's system tables is removed too.
  const db = project.config.database;
  if (db.client === 'sqlite' && leftover.length === 0) {
    const file = path.resolve(registry.dataDir, db.filename ?? 'database.sqlite');
    for (const suffix of ['', '-wal', '-shm']) await fs.rm(file + suffix, { force: true });
  }
}

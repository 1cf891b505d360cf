import { z } from 'zod';
import { DEFAULT_READ_LIMITS } from '../query/read-limits';

/**
 * A project's configuration file (`<data>/projects/<key>.json`), the equivalent of a Directus 8
 * `config/<key>.php` (api.md §7.9). Every key has a default so older files keep loading.
 */
export const DatabaseConfigSchema = z.object({
  client: z.enum(['sqlite', 'pg', 'mysql']).default('sqlite'),
  /** SQLite: path of the database file, relative to the data directory. */
  filename: z.string().optional(),
  /**
   * SQLite (WAL mode). `full` (the default): every acknowledged write is on disk before the answer
   * (the server syncs the write-ahead log in groups, database/durable-commits.ts). `normal`: the
   * log is synced at checkpoints only: a crash of the process loses nothing, but a power cut or an
   * OS crash may lose the last commits (never the database's consistency). An explicit opt-in.
   */
  synchronous: z.enum(['normal', 'full']).optional(),
  host: z.string().default('127.0.0.1'),
  port: z.number().int().optional(),
  name: z.string().optional(),
  user: z.string().optional(),
  password: z.string().optional(),
  socket: z.string().optional(),
  pool: z
    .object({ min: z.number().int().min(0).default(0), max: z.number().int().min(1).default(10) })
    .default({
      min: 0,
      max: 10,
    }),
});
export type DatabaseConfig = z.infer<typeof DatabaseConfigSchema>;

export const ProjectConfigSchema = z.object({
  /** Hidden from `GET /server/projects`. */
  private: z.boolean().default(false),
  env: z.enum(['production', 'development']).default('production'),
  database: DatabaseConfigSchema,
  auth: z.object({
    secret_key: z.string().min(16),
    public_key: z.string().min(1),
    ttl: z.number().int().positive().default(20),
    social_providers: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  }),
  cors: z
    .object({
      enabled: z.boolean().default(true),
      origin: z.array(z.string()).default(['*']),
      methods: z.array(z.string()).default(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']),
      headers: z.array(z.string()).default([]),
      exposed_headers: z.array(z.string()).default([]),
      max_age: z.number().int().default(600),
      credentials: z.boolean().default(true),
    })
    .prefault({}),
  cookie: z
    .object({
      same_site: z.enum(['Lax', 'Strict', 'None']).default('Lax'),
      secure: z.boolean().default(false),
      /**
       * Accept cookie-authenticated writes that carry neither `Origin` nor `Referer` (non-browser
       * clients keeping a cookie jar). Browsers always send `Origin` on writes; off by default.
       */
      allow_writes_without_origin: z.boolean().default(false),
    })
    .prefault({}),
  rate_limit: z
    .object({
      enabled: z.boolean().default(false),
      limit: z.number().int().positive().default(100),
      interval: z.number().int().positive().default(60),
    })
    .prefault({}),
  storage: z
    .object({
      adapter: z.string().default('local'),
      /** Originals; relative paths are resolved against the data directory. */
      root: z.string().optional(),
      root_url: z.string().optional(),
      thumb_root: z.string().optional(),
      /** Largest accepted upload in bytes (reported as `server.max_upload_size`). */
      max_upload_size: z
        .number()
        .int()
        .positive()
        .default(100 * 1024 * 1024),
      // S3-compatible object storage (adapter `s3`); `root` and `thumb_root` are key prefixes there.
      bucket: z.string().optional(),
      region: z.string().default('us-east-1'),
      /** URL of an S3-compatible service; unset for AWS. */
      endpoint: z.string().optional(),
      /** Access key id and secret; unset = the AWS SDK's default credential chain. */
      key: z.string().optional(),
      secret: z.string().optional(),
      /** Default: true with an `endpoint` (self-hosted services), false for AWS. */
      force_path_style: z.boolean().optional(),
      /** v8 names: canned `ACL` and `CacheControl` for every stored object. */
      options: z
        .object({ ACL: z.string().optional(), CacheControl: z.string().optional() })
        .catchall(z.unknown())
        .default({}),
    })
    .catchall(z.unknown())
    .prefault({}),
  /**
   * Requests the server makes to URLs supplied by users (file import, webhooks). Private, loopback
   * and link-local destinations are refused unless listed here as `address` or `address:port`
   * (IPv6 in brackets: `[fd00::1]:8080`).
   */
  outbound: z
    .object({
      allow_private: z.array(z.string()).default([]),
      /** Whole-request limit, connection to last byte (ms). */
      timeout: z.number().int().positive().default(30_000),
      max_redirects: z.number().int().min(0).max(20).default(5),
      /** Fetch the provider's preview image of YouTube links (else a placeholder is stored). */
      embed_previews: z.boolean().default(true),
    })
    .prefault({}),
  mail: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
  /**
   * Bounds on the work one read may ask for (issue 24; query/read-limits.ts): relations a path
   * crosses, columns the `fields` tree expands to, values (rows × columns) of one answer.
   */
  read_limits: z
    .object({
      max_relational_depth: z
        .number()
        .int()
        .min(1)
        .max(100)
        .default(DEFAULT_READ_LIMITS.max_relational_depth),
      max_columns: z.number().int().min(1).default(DEFAULT_READ_LIMITS.max_columns),
      max_cells: z.number().int().min(1).default(DEFAULT_READ_LIMITS.max_cells),
    })
    .prefault({}),
  /**
   * The GraphQL endpoints (issue 27, docs/graphql.md): whether clients may introspect the schema
   * (and read its SDL), and how many queries and mutations one request (a batch included) may run.
   * Depth and breadth follow `read_limits`.
   */
  graphql: z
    .object({
      introspection: z.boolean().default(true),
      max_operations: z.number().int().min(1).max(1000).default(20),
    })
    .prefault({}),
  /**
   * The realtime endpoint's bounds for this project (issue 28, docs/realtime.md#limits): each key
   * set here replaces the server's `ATRIUM_WS_*` value for the project's sockets; unset keys keep it.
   */
  realtime: z
    .object({
      connections_per_user: z.number().int().min(1).optional(),
      messages_per_second: z.number().int().min(1).optional(),
      subscriptions_per_connection: z.number().int().min(1).optional(),
      max_message_bytes: z.number().int().min(256).optional(),
      max_buffered_bytes: z.number().int().min(1024).optional(),
      auth_timeout_ms: z.number().int().min(0).optional(),
    })
    .prefault({}),
  /**
   * The map interface's tiles and geocoder (issue 12). Nothing is fetched from a third party
   * unless configured here: no `tile_url` = maps without tiles.
   */
  map: z
    .object({
      /** Raster tile URL template with `{z}`, `{x}`, `{y}` and optionally `{s}` and `{r}`. */
      tile_url: z.string().url().nullable().default(null),
      /** Subdomains that `{s}` cycles through. */
      subdomains: z.string().default('abc'),
      /** Attribution shown in the map's corner (plain text), as the tile provider asks. */
      attribution: z.string().default(''),
      /** A Nominatim-compatible search endpoint (`?q=…&format=json&limit=1`); none = no address search. */
      geocoder_url: z.string().url().nullable().default(null),
    })
    .prefault({}),
});

export type ProjectConfig = z.infer<typeof ProjectConfigSchema>;
export type ProjectConfigInput = z.input<typeof ProjectConfigSchema>;

export const PROJECT_KEY_PATTERN = /^[0-9a-z_-]+$/i;

import { z } from 'zod';
import { errors, validationMessage } from '../../errors';

/**
 * The options of an import (`POST /{p}/utils/import/{collection}`), from the query string: the
 * file is the body. docs/import-and-schema.md describes each.
 */

export const IMPORT_FORMATS = ['csv', 'json', 'ndjson'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false', ''])])
  .transform((v) => v === true || v === '1' || v === 'true' || v === '');

/** `mapping[Column]=field` (or a JSON object): column -> field, `null`/`""` to skip a column. */
const mapping = z
  .union([z.string(), z.record(z.string(), z.union([z.string(), z.null()]))])
  .transform((v, ctx) => {
    if (typeof v !== 'string') return v;
    try {
      const parsed: unknown = JSON.parse(v);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, string | null>;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object of column -> field' });
    return z.NEVER;
  });

const Options = z.object({
  format: z.enum(IMPORT_FORMATS).optional(),
  /** `atomic`: the whole file in one transaction; `batches`: each batch commits its good rows. */
  mode: z.enum(['atomic', 'batches']).default('batches'),
  batch_size: z.coerce.number().int().min(1).max(5000).default(500),
  dry_run: flag.default(false),
  /** Upsert by this field (the primary key when a row carries it, by default). */
  upsert: z.string().min(1).optional(),
  mapping: mapping.optional(),
  /** IANA time zone of dates without an offset. */
  timezone: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'is not a known time zone'),
  /** Order of day and month in `01/02/2024`-like dates. */
  date_order: z.enum(['dmy', 'mdy', 'ymd']).default('dmy'),
  /** The decimal separator of numbers (`1.234,5` with `,`). */
  decimal: z.enum(['.', ',']).default('.'),
  delimiter: z.enum([',', ';', '\t', '|']).default(','),
  /** Create a related item when a relation by a unique field finds none. */
  create_related: flag.default(false),
  /** The caller's id for the import's progress (`GET …/utils/import/progress/{id}`, progress.ts). */
  progress: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, "-" or "_"')
    .optional(),
});

export type ImportOptions = z.infer<typeof Options>;

export function parseImportOptions(query: Record<string, unknown>): ImportOptions {
  const { access_token: _t, ...rest } = query;
  const parsed = Options.safeParse(rest);
  if (!parsed.success) {
    throw errors.invalidPayload(
      validationMessage(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
    );
  }
  return parsed.data;
}

/** The format of the file: the `format` option, else its media type, else its file name. */
export function detectFormat(
  option: ImportFormat | undefined,
  contentType: string | undefined,
  fileName?: string,
): ImportFormat {
  if (option) return option;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/csv' || type === 'application/csv') return 'csv';
  if (/^application\/(x-)?(ndjson|jsonl|json-lines|jsonlines)$/.test(type)) return 'ndjson';
  if (/^application\/(.+\+)?json$/.test(type)) return 'json';
  const ext = /\.([a-z]+)$/i.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (ext === 'csv') return 'csv';
  if (ext === 'ndjson' || ext === 'jsonl') return 'ndjson';
  if (ext === 'json') return 'json';
  throw errors.invalidPayload(
    'format: the file must be CSV, JSON or NDJSON (give "format" or its media type)',
  );
}

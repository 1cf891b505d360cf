import type { Knex } from 'knex';
import type { SchemaJournal } from './schema-journal';
import { INSTALL_MIGRATIONS, UPGRADE_MIGRATIONS } from './migrations';

/**
 * What the Directus 7.x and 8.x upgrade migrations changed in the rows and columns of an existing
 * database, applied for each version the database has not recorded — as Directus 8's own upgrader
 * ran every pending migration. Rows the migrations did not touch are kept as they are.
 *
 * Sources (facts only): `directus/v8-archive api/migrations/upgrades/<version>_*.php`.
 */

const SET_WIDTH = '20190415125300';
const VALIDATION_500 = '20200123161848';

/** The versions of `directus_migrations` a database lacks (all of them without the table). */
export async function pendingVersions(db: Knex): Promise<Set<string>> {
  const all = [...INSTALL_MIGRATIONS, ...UPGRADE_MIGRATIONS].map(([v]) => v);
  if (!(await db.schema.hasTable('directus_migrations'))) return new Set(all);
  const have = new Set(
    ((await db('directus_migrations').pluck('version')) as (string | number)[]).map(String),
  );
  return new Set(all.filter((v) => !have.has(v)));
}

async function columnOf(db: Knex, table: string, column: string): Promise<Knex.ColumnInfo | undefined> {
  const info = (await db(table).columnInfo()) as unknown as Record<string, Knex.ColumnInfo>;
  return info[column];
}

const isTextType = (type: string) => /char|text|string/i.test(type);

/**
 * The column changes (before the data conversions, outside their transaction): 7.x's SetWidth made
 * `directus_fields.width` a string ('half'/'full' instead of 1–4), 8.x's
 * UpdateValidationSizeForDirectusField widened `validation` to 500 characters.
 */
export async function convertColumns(
  db: Knex,
  pending: Set<string>,
  journal: SchemaJournal | null,
): Promise<void> {
  if (!(await db.schema.hasTable('directus_fields'))) return;
  const width = await columnOf(db, 'directus_fields', 'width');
  if (pending.has(SET_WIDTH) && width && !isTextType(width.type)) {
    await db.schema.alterTable('directus_fields', (t) =>
      t.string('width', 50).nullable().defaultTo('full').alter(),
    );
    journal?.changed(async (k) => {
      await k.schema.alterTable('directus_fields', (t) =>
        t.integer('width').unsigned().notNullable().defaultTo(4).alter(),
      );
    });
  }
  const validation = await columnOf(db, 'directus_fields', 'validation');
  const length = Number(validation?.maxLength ?? 0);
  if (
    pending.has(VALIDATION_500) &&
    validation &&
    isTextType(validation.type) &&
    length > 0 &&
    length < 500
  ) {
    await db.schema.alterTable('directus_fields', (t) => t.string('validation', 500).nullable().alter());
    journal?.changed(async (k) => {
      await k.schema.alterTable('directus_fields', (t) => t.string('validation', length).nullable().alter());
    });
  }
}

type Conversion = (trx: Knex.Transaction) => Promise<void>;

/** `interface` (or `type`) renames: [from, to]. */
const renameInterface =
  (...pairs: [string, string][]): Conversion =>
  async (trx) => {
    for (const [from, to] of pairs)
      await trx('directus_fields').where({ interface: from }).update({ interface: to });
  };

/** The languages a translation field offered (8.0's NewTranslationsStructure). */
const DEFAULT_LANGUAGES = {
  en: 'English',
  es: 'Spanish',
  de: 'German',
  fr: 'French',
  pt: 'Portuguese',
  zh: 'Chinese',
  ru: 'Russian',
};

function parseOptions(text: unknown): Record<string, unknown> {
  if (typeof text !== 'string') return {};
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * 8.0 moved a translation field's languages from a languages collection into its options:
 * `{languageField, languages: {code: name}}`, read from the collection the 7.x options named
 * (or a default list when it is missing or empty).
 */
async function newTranslationsStructure(trx: Knex.Transaction): Promise<void> {
  const fields = (await trx('directus_fields')
    .where({ interface: 'translation' })
    .select('id', 'options')) as {
    id: number;
    options: string | null;
  }[];
  for (const f of fields) {
    const old = parseOptions(f.options);
    const collection = typeof old.languagesCollection === 'string' ? old.languagesCollection : null;
    const pk = String(old.languagesPrimaryKeyField ?? '');
    const name = String(old.languagesNameField ?? '');
    let languages: Record<string, unknown> = {};
    if (collection && (await trx.schema.hasTable(collection))) {
      const rows = (await trx(collection).select('*')) as Record<string, unknown>[];
      for (const r of rows) languages[String(r[pk] ?? '')] = r[name] ?? null;
    }
    if (Object.keys(languages).length === 0) languages = DEFAULT_LANGUAGES;
    const options = { languageField: old.translationLanguageField ?? null, languages };
    await trx('directus_fields')
      .where({ id: f.id })
      .update({ options: JSON.stringify(options) });
  }
}

/** The data conversions, in version order (each runs once, when its version is pending). */
const CONVERSIONS: [version: string, convert: Conversion][] = [
  // UseFileInterface
  ['20190412123000', renameInterface(['single-file', 'file'])],
  // SetWidth: 1 and 2 were half the form's width, 3 and 4 all of it.
  [
    SET_WIDTH,
    async (trx) => {
      await trx('directus_fields').whereIn('width', ['1', '2']).update({ width: 'half' });
      await trx('directus_fields').whereIn('width', ['3', '4']).update({ width: 'full' });
    },
  ],
  // UseJson (system collections only)
  [
    '20190422131600',
    async (trx) => {
      await trx('directus_fields')
        .where({ interface: 'code' })
        .whereIn('collection', [
          'directus_activity',
          'directus_activity_seen',
          'directus_collection_presets',
          'directus_collections',
          'directus_fields',
          'directus_files',
          'directus_folders',
          'directus_migrations',
          'directus_permissions',
          'directus_relations',
          'directus_revisions',
          'directus_roles',
          'directus_settings',
          'directus_user_roles',
          'directus_users',
        ])
        .update({ interface: 'json' });
    },
  ],
  // UseNewWysiwyg, UseCorrectWysiwyg
  ['20191129123300', renameInterface(['wysiwyg_advanced', 'wysiwyg'], ['wysiwyg_full', 'wysiwyg'])],
  ['20191204151300', renameInterface(['wysiwyg-advanced', 'wysiwyg'], ['wysiwyg-full', 'wysiwyg'])],
  // HideExternalid
  [
    '20191211141600',
    async (trx) => {
      await trx('directus_fields')
        .where({ collection: 'directus_users', field: 'external_id' })
        .update({ hidden_detail: 1, hidden_browse: 1 });
    },
  ],
  ['20191213160000', newTranslationsStructure],
  // UpdateUserCreatedToOwner
  [
    '20191220102232',
    async (trx) => {
      await trx('directus_fields').where({ type: 'user_created' }).update({ type: 'owner' });
      await trx('directus_fields').where({ interface: 'user_created' }).update({ interface: 'owner' });
    },
  ],
  // UpdateSlugType: a field shown with the slug interface is of type slug.
  [
    '20191223121542',
    async (trx) => {
      await trx('directus_fields').where({ interface: 'slug' }).update({ type: 'slug' });
    },
  ],
  // RenameToggle, UpdateUserCreatedInterface
  ['20200121134200', renameInterface(['toggle', 'switch'])],
  ['20200121134353', renameInterface(['user-created', 'owner'])],
];

/** Runs the data conversions of the pending versions (inside the upgrade's transaction). */
export async function convertRows(trx: Knex.Transaction, pending: Set<string>): Promise<void> {
  if (!(await trx.schema.hasTable('directus_fields'))) return;
  for (const [version, convert] of CONVERSIONS) if (pending.has(version)) await convert(trx);
}

/**
 * A collection's settings as a form (product.md §3 Collection): the form engine renders these
 * fields with their interfaces; the status mapping is the status field's `options.status_mapping`
 * edited with the repeater (an object keyed by each entry's value).
 */
import type { TFunction } from 'i18next';
import { defaultField, type Collection, type Field, type StatusMapping } from '@atrium/sdk';

const base = (field: string, type: string, iface: string, extra: Partial<Field> = {}): Field =>
  defaultField({ collection: 'directus_collections', field, type, interface: iface, ...extra });

const STATUS_ENTRY_FIELDS = [
  { field: 'value', interface: 'text-input', type: 'string', width: 'half', required: true },
  { field: 'name', interface: 'text-input', type: 'string', width: 'half', required: true },
  { field: 'text_color', interface: 'color-palette', type: 'string', width: 'half' },
  { field: 'background_color', interface: 'color-palette', type: 'string', width: 'half' },
  { field: 'browse_subdued', interface: 'switch', type: 'boolean', width: 'half' },
  { field: 'browse_badge', interface: 'switch', type: 'boolean', width: 'half' },
  { field: 'soft_delete', interface: 'switch', type: 'boolean', width: 'half' },
  { field: 'published', interface: 'switch', type: 'boolean', width: 'half' },
  { field: 'required_fields', interface: 'switch', type: 'boolean', width: 'half' },
];

/** The status field of a collection, if it has one. */
export function statusFieldOf(collection: Pick<Collection, 'fields'>): Field | null {
  return Object.values(collection.fields).find((f) => String(f.type) === 'status') ?? null;
}

/** The form's fields: name (read-only), note, icon, hidden, single, translations, status mapping. */
export function collectionFormFields(withStatus: boolean, t: TFunction): Record<string, Field> {
  const fields: Field[] = [
    base('collection', 'string', 'text-input', {
      readonly: true,
      width: 'half',
      sort: 1,
      note: t('collections_settings.cannot_rename'),
      options: { monospace: true },
    }),
    base('note', 'string', 'text-input', { width: 'half', sort: 2 }),
    base('icon', 'string', 'icon', { sort: 3 }),
    base('hidden', 'boolean', 'switch', {
      width: 'half',
      sort: 4,
      note: t('collections_settings.hidden_note'),
    }),
    base('single', 'boolean', 'switch', {
      width: 'half',
      sort: 5,
      note: t('collections_settings.single_note'),
    }),
    base('translation', 'json', 'repeater', {
      sort: 6,
      note: t('collections_settings.translation_note'),
      options: {
        template: '{{locale}}: {{translation}}',
        createItemText: t('collections_settings.add_translation'),
        fields: [
          { field: 'locale', interface: 'language', type: 'string', width: 'half', options: { limit: true } },
          { field: 'translation', interface: 'text-input', type: 'string', width: 'half' },
        ],
      },
    }),
  ];
  if (withStatus)
    fields.push(
      base('status_mapping', 'json', 'repeater', {
        sort: 7,
        note: t('collections_settings.status_mapping_note'),
        options: {
          template: '{{name}} ({{value}})',
          createItemText: t('collections_settings.add_status'),
          structure: 'object',
          structure_key: 'value',
          fields: STATUS_ENTRY_FIELDS,
        },
      }),
    );
  return Object.fromEntries(fields.map((f) => [f.field, f]));
}

/** The form's saved values from the collection (and its status field's mapping). */
export function collectionFormValues(collection: Collection): Record<string, unknown> {
  const status = statusFieldOf(collection);
  const options = status?.options && !Array.isArray(status.options) ? status.options : {};
  return {
    collection: collection.collection,
    note: collection.note,
    icon: collection.icon,
    hidden: collection.hidden,
    single: collection.single,
    translation: collection.translation ?? [],
    ...(status ? { status_mapping: (options.status_mapping as StatusMapping | undefined) ?? null } : {}),
  };
}

/** Splits staged edits into the collection's PATCH body and the status field's new mapping. */
export function splitCollectionEdits(edits: Record<string, unknown>): {
  collection: Partial<Pick<Collection, 'note' | 'icon' | 'hidden' | 'single' | 'translation'>>;
  statusMapping: StatusMapping | null | undefined;
} {
  const { status_mapping: statusMapping, collection: _name, ...rest } = edits;
  return {
    collection: rest as Partial<Pick<Collection, 'note' | 'icon' | 'hidden' | 'single' | 'translation'>>,
    statusMapping: statusMapping as StatusMapping | null | undefined,
  };
}

import { ARTICLE_CATEGORIES } from './categories';
import { fileField, m2oField, primaryKey, stringField, textField, type DemoField } from './field-builders';
import { ARTICLE_STATUS_MAPPING } from './status-mapping';

/** One collection of the demo project, as `POST /collections` takes it. */
export interface DemoCollection {
  collection: string;
  note?: string;
  icon?: string;
  hidden?: boolean;
  single?: boolean;
  fields: DemoField[];
}

/** Translation languages of the demo (rows of `languages`). */
export const DEMO_LANGUAGES = [
  { code: 'en-US', name: 'English' },
  { code: 'de-DE', name: 'Deutsch' },
  { code: 'fr-FR', name: 'Français' },
] as const;

const languages = {
  collection: 'languages',
  icon: 'translate',
  note: 'Languages articles are translated into',
  fields: [
    {
      field: 'code',
      type: 'string',
      datatype: 'VARCHAR',
      length: 10,
      interface: 'primary-key',
      primary_key: true,
      options: { monospace: true },
      sort: 1,
      width: 'half',
    },
    stringField('name', 2, { length: 60, required: true, width: 'half' }),
  ],
} satisfies DemoCollection;

const authors = {
  collection: 'authors',
  icon: 'person',
  note: 'People who write the articles',
  fields: [
    primaryKey(),
    stringField('name', 2, { required: true, width: 'half', options: { placeholder: 'Full name' } }),
    stringField('email', 3, {
      width: 'half',
      validation: '/^[^@\\s]+@[^@\\s]+$/',
      options: { iconLeft: 'alternate_email' },
    }),
    stringField('website', 4, { width: 'full', options: { iconLeft: 'link', placeholder: 'https://…' } }),
    fileField('avatar', 5, { width: 'half', note: 'A square picture works best' }),
    textField('bio', 6, { options: { rows: 5, placeholder: 'A few words about the author' } }),
  ],
} satisfies DemoCollection;

const tags = {
  collection: 'tags',
  icon: 'local_offer',
  note: 'Topics that group articles',
  fields: [
    primaryKey(),
    stringField('name', 2, { length: 60, required: true, width: 'half' }),
    {
      field: 'colour',
      type: 'string',
      datatype: 'VARCHAR',
      length: 20,
      interface: 'color',
      width: 'half',
      sort: 3,
    },
  ],
} satisfies DemoCollection;

const articles = {
  collection: 'articles',
  icon: 'article',
  note: 'News, stories and reviews',
  fields: [
    primaryKey(),
    {
      field: 'status',
      type: 'status',
      datatype: 'VARCHAR',
      length: 20,
      interface: 'status',
      default_value: 'draft',
      options: { status_mapping: ARTICLE_STATUS_MAPPING },
      width: 'full',
      sort: 2,
    },
    { field: 'sort', type: 'sort', datatype: 'INT', interface: 'sort', hidden_detail: true, sort: 3 },
    {
      field: 'owner',
      type: 'owner',
      datatype: 'INT',
      interface: 'owner',
      readonly: true,
      hidden_detail: true,
      sort: 4,
    },
    {
      field: 'created_on',
      type: 'datetime_created',
      datatype: 'DATETIME',
      interface: 'datetime-created',
      readonly: true,
      hidden_detail: true,
      sort: 5,
    },
    {
      field: 'modified_on',
      type: 'datetime_updated',
      datatype: 'DATETIME',
      interface: 'datetime-updated',
      readonly: true,
      hidden_detail: true,
      sort: 6,
    },
    stringField('title', 7, { required: true, width: 'full', options: { showCharacterCount: true } }),
    {
      field: 'slug',
      type: 'slug',
      datatype: 'VARCHAR',
      length: 200,
      interface: 'slug',
      options: { mirroredField: 'title', onlyOnCreate: false },
      width: 'half',
      note: 'Filled from the title',
      sort: 8,
    },
    {
      field: 'category',
      type: 'string',
      datatype: 'VARCHAR',
      length: 40,
      interface: 'dropdown',
      options: { choices: ARTICLE_CATEGORIES, placeholder: 'Choose a category' },
      width: 'half',
      sort: 9,
    },
    textField('summary', 10, { options: { rows: 3 }, note: 'Shown in listings and previews' }),
    {
      field: 'body',
      type: 'string',
      datatype: 'TEXT',
      interface: 'wysiwyg',
      sort: 11,
    },
    m2oField('author', 12, {
      width: 'half',
      options: { template: '{{name}}', visible_fields: 'name,email', threshold: 20 },
    }),
    {
      field: 'tags',
      type: 'o2m',
      interface: 'many-to-many',
      options: { fields: 'tag.name', template: '{{tag.name}}' },
      width: 'half',
      sort: 13,
    },
    fileField('cover_image', 14, { width: 'full' }),
    {
      field: 'publish_date',
      type: 'date',
      datatype: 'DATE',
      interface: 'date',
      width: 'half',
      sort: 15,
    },
    {
      field: 'event_at',
      type: 'datetime',
      datatype: 'DATETIME',
      interface: 'datetime',
      width: 'half',
      note: 'When the story happens',
      sort: 16,
    },
    {
      field: 'rating',
      type: 'integer',
      datatype: 'INT',
      interface: 'rating',
      options: { max_stars: 5, active_color: 'amber' },
      width: 'half',
      sort: 17,
    },
    {
      field: 'reading_time',
      type: 'integer',
      datatype: 'INT',
      interface: 'slider',
      options: { minimum: 1, maximum: 30, step: 1, unit: 'min' },
      width: 'half',
      sort: 18,
    },
    {
      field: 'featured',
      type: 'boolean',
      datatype: 'TINYINT',
      length: 1,
      interface: 'switch',
      default_value: false,
      options: { labelOn: 'Featured', labelOff: 'Not featured' },
      width: 'half',
      sort: 19,
    },
    {
      field: 'accent_colour',
      type: 'string',
      datatype: 'VARCHAR',
      length: 20,
      interface: 'color',
      width: 'half',
      sort: 20,
    },
    {
      field: 'location',
      type: 'json',
      datatype: 'TEXT',
      interface: 'map',
      options: { mapLat: 48.8566, mapLng: 2.3522, defaultZoom: 4 },
      width: 'full',
      sort: 21,
    },
    {
      field: 'metadata',
      type: 'json',
      datatype: 'TEXT',
      interface: 'code',
      options: { language: 'application/json', lineNumber: true },
      note: 'Free-form data for integrations',
      width: 'full',
      sort: 22,
    },
    {
      field: 'translations',
      type: 'translation',
      interface: 'translation',
      options: {
        languageField: 'language',
        languages: Object.fromEntries(DEMO_LANGUAGES.map((l) => [l.code, l.name])),
        template: '{{title}}',
      },
      width: 'full',
      sort: 23,
    },
  ],
} satisfies DemoCollection;

const articlesTags = {
  collection: 'articles_tags',
  hidden: true,
  fields: [primaryKey(), m2oField('article', 2), m2oField('tag', 3)],
} satisfies DemoCollection;

const articlesTranslations = {
  collection: 'articles_translations',
  hidden: true,
  fields: [
    primaryKey(),
    m2oField('article', 2, { hidden_detail: true }),
    {
      field: 'language',
      type: 'string',
      datatype: 'VARCHAR',
      length: 10,
      interface: 'language',
      sort: 3,
      width: 'half',
    },
    stringField('title', 4, { width: 'full' }),
    textField('summary', 5, { options: { rows: 3 } }),
  ],
} satisfies DemoCollection;

const home = {
  collection: 'home',
  single: true,
  icon: 'home',
  note: 'The front page',
  fields: [
    primaryKey(),
    stringField('headline', 2, { required: true, width: 'full' }),
    textField('intro', 3, { options: { rows: 4 } }),
    fileField('hero_image', 4, { width: 'full' }),
  ],
} satisfies DemoCollection;

/** Collections in creation order (targets before the collections that point at them). */
export const DEMO_COLLECTIONS: DemoCollection[] = [
  languages,
  authors,
  tags,
  articles,
  articlesTags,
  articlesTranslations,
  home,
];

/** Relations as `POST /relations` takes them. */
export const DEMO_RELATIONS = [
  { collection_many: 'articles', field_many: 'author', collection_one: 'authors', field_one: null },
  {
    collection_many: 'articles',
    field_many: 'cover_image',
    collection_one: 'directus_files',
    field_one: null,
  },
  { collection_many: 'authors', field_many: 'avatar', collection_one: 'directus_files', field_one: null },
  { collection_many: 'home', field_many: 'hero_image', collection_one: 'directus_files', field_one: null },
  {
    collection_many: 'articles_tags',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'tags',
    junction_field: 'tag',
  },
  {
    collection_many: 'articles_tags',
    field_many: 'tag',
    collection_one: 'tags',
    field_one: null,
    junction_field: 'article',
  },
  {
    collection_many: 'articles_translations',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'translations',
  },
];

/**
 * The interfaces the admin app ships (app-catalogue.md §1): id, name, types (first = default),
 * icon, recommended length, relation and options with their defaults. Served by `GET /interfaces`.
 */

export interface ExtensionOption {
  name: string;
  interface: string;
  type?: string;
  default?: unknown;
  options?: Record<string, unknown>;
  advanced?: boolean;
  required?: boolean;
}

export interface ExtensionMeta {
  id: string;
  name: string;
  version: string;
  core: boolean;
  path: string;
  icon: string;
  types?: string[];
  options?: Record<string, ExtensionOption>;
  recommended?: { length?: number; defaultValue?: unknown; required?: boolean };
  relation?: string;
  fieldset?: boolean;
  hideLabel?: boolean;
  [key: string]: unknown;
}

const title = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());

type Opt = [iface: string, def?: unknown, extra?: Partial<ExtensionOption>];
const opts = (o: Record<string, Opt>): Record<string, ExtensionOption> =>
  Object.fromEntries(
    Object.entries(o).map(([key, [iface, def, extra]]) => [
      key,
      { name: title(key), interface: iface, ...(def === undefined ? {} : { default: def }), ...extra },
    ]),
  );
const adv = { advanced: true };
const choices = (c: Record<string, string>) => ({ options: { choices: c } });
const icons = { iconLeft: ['icon', undefined, adv] as Opt, iconRight: ['icon', undefined, adv] as Opt };
const HASHERS = choices({
  core: 'Core',
  bcrypt: 'bcrypt',
  md5: 'MD5',
  sha1: 'SHA1',
  sha224: 'SHA224',
  sha256: 'SHA256',
  sha384: 'SHA384',
  sha512: 'SHA512',
});
const DATE_OPTS: Record<string, Opt> = {
  min: ['date'],
  max: ['date'],
  localized: ['switch', true],
  showRelative: ['switch', true],
  ...icons,
};

type Def = [
  id: string,
  name: string,
  types: string[],
  icon: string,
  options: Record<string, Opt>,
  extra?: Partial<ExtensionMeta>,
];
const len = (length: number) => ({ recommended: { length } });

const DEFS: Def[] = [
  [
    'text-input',
    'Text Input',
    ['string', 'lang'],
    'text_fields',
    {
      placeholder: ['text-input'],
      trim: ['switch', true],
      showCharacterCount: ['switch', true],
      ...icons,
      formatValue: ['switch', false],
      monospace: ['switch', false],
    },
    len(200),
  ],
  [
    'textarea',
    'Text-Area',
    ['string'],
    'text_fields',
    {
      rows: ['numeric', 8, { options: { min: 5, max: 100 } }],
      placeholder: ['text-input'],
      serif: ['switch', false],
    },
    len(2000),
  ],
  [
    'wysiwyg',
    'WYSIWYG',
    ['string'],
    'format_quote',
    {
      toolbar: [
        'checkboxes',
        [
          'bold',
          'italic',
          'underline',
          'removeformat',
          'link',
          'bullist',
          'numlist',
          'blockquote',
          'h1',
          'h2',
          'h3',
          'image',
          'media',
          'hr',
          'code',
          'fullscreen',
        ],
      ],
      custom_formats: ['json', null],
      tinymce_options: ['json', null, adv],
    },
    len(65534),
  ],
  [
    'markdown',
    'Markdown',
    ['string'],
    'text_fields',
    {
      tabbed: ['switch', true],
      rows: ['numeric', 12, { options: { min: 5, max: 100 } }],
      placeholder: ['textarea', 'Enter **markdown** here...'],
    },
    len(65534),
  ],
  [
    'code',
    'Code',
    ['string', 'json'],
    'code',
    {
      language: [
        'dropdown',
        'text/plain',
        choices({
          'text/plain': 'Plain Text',
          'text/javascript': 'JavaScript',
          'application/json': 'JSON',
          'text/x-vue': 'Vue',
          'application/x-httpd-php': 'PHP',
        }),
      ],
      template: ['code'],
      lineNumber: ['switch', true],
    },
    len(2000),
  ],
  ['json', 'JSON', ['json'], 'code', { template: ['json'] }],
  [
    'dropdown',
    'Dropdown',
    ['string'],
    'arrow_drop_down_circle',
    {
      choices: ['key-value', undefined, { required: true }],
      placeholder: ['text-input', 'Choose an option...'],
      allow_other: ['switch', false],
      formatting: ['switch', true],
      icon: ['icon', undefined, adv],
    },
    len(100),
  ],
  [
    'multiselect',
    'Multi-Select',
    ['array'],
    'playlist_add_check',
    {
      choices: [
        'key-value',
        {
          value1: 'Option 1',
          value2: 'Option 2',
          value3: 'Option 3',
          value4: 'Option 4',
          value5: 'Option 5',
        },
      ],
      placeholder: ['text-input'],
      size: ['numeric', 6, { options: { min: 3, max: 20 } }],
      wrapWithDelimiter: ['switch', true],
      formatting: ['radio-buttons', 'text', choices({ text: 'Text', value: 'Value' })],
    },
    len(100),
  ],
  [
    'checkboxes',
    'Checkboxes',
    ['array'],
    'check_box',
    {
      choices: ['key-value'],
      allow_other: ['switch', false],
      draggable: ['switch', false],
      wrap: ['switch', false],
      formatting: ['switch', true],
      single: ['switch', false],
    },
    { fieldset: true },
  ],
  [
    'radio-buttons',
    'Radio Buttons',
    ['string'],
    'radio_button_checked',
    { choices: ['key-value'], format: ['switch', true] },
    { ...len(100), fieldset: true },
  ],
  [
    'button-group',
    'Button Group',
    ['string'],
    'view_week',
    {
      choices: ['repeater'],
      theme: [
        'button-group',
        'solid',
        {
          options: {
            choices: [
              { label: 'Solid', value: 'solid' },
              { label: 'Outline', value: 'outline' },
            ],
          },
        },
      ],
    },
    { fieldset: true },
  ],
  [
    'switch',
    'Switch',
    ['boolean'],
    'toggle_on',
    { labelOn: ['text-input'], labelOff: ['text-input'], checkbox: ['switch', false] },
  ],
  [
    'toggle-icon',
    'Toggle Icon',
    ['boolean'],
    'favorite_border',
    {
      textInactive: ['text-input'],
      iconInactive: ['icon', 'favorite_border'],
      colorInactive: ['color-palette', 'blue-grey'],
      textActive: ['text-input'],
      iconActive: ['icon', 'favorite'],
      colorActive: ['color-palette', 'pink-500'],
    },
  ],
  [
    'slider',
    'Slider',
    ['integer'],
    'tune',
    { minimum: ['numeric', 0], maximum: ['numeric', 100], step: ['numeric', 1], unit: ['text-input'] },
    len(10),
  ],
  [
    'rating',
    'Rating',
    ['integer', 'decimal'],
    'star',
    {
      active_color: ['color-palette', 'amber'],
      max_stars: ['numeric', 5],
      display: [
        'button-group',
        'star',
        {
          options: {
            choices: [
              { label: 'Star', value: 'star' },
              { label: 'Number', value: 'number' },
            ],
          },
        },
      ],
    },
    { ...len(10), fieldset: true },
  ],
  [
    'numeric',
    'Numeric',
    ['integer', 'decimal'],
    'dialpad',
    { placeholder: ['text-input'], localized: ['switch', true], ...icons, monospace: ['switch', false] },
    len(10),
  ],
  [
    'file-size',
    'File Size',
    ['integer'],
    'storage',
    {
      placeholder: ['text-input'],
      format: ['switch', true],
      formatInput: ['switch', true],
      decimal: ['switch', true],
    },
    len(10),
  ],
  ['date', 'Date', ['date'], 'event', DATE_OPTS],
  [
    'datetime',
    'Datetime',
    ['datetime', 'datetime_updated', 'datetime_created'],
    'access_time',
    {
      min: ['datetime'],
      max: ['datetime'],
      localized: ['switch'],
      showRelative: ['switch'],
      ...icons,
      defaultToCurrentDatetime: ['switch', false, adv],
      format: [
        'dropdown',
        'mdy',
        { ...choices({ mdy: 'mm/dd/yyyy', dmy: 'dd/mm/yyyy', ymd: 'yyyy-mm-dd' }), advanced: true },
      ],
    },
  ],
  ['time', 'Time', ['time'], 'access_time', { display24HourClock: ['switch', true] }],
  [
    'calendar',
    'Calendar',
    ['date'],
    'event',
    {
      min: ['date'],
      max: ['date'],
      formatting: ['text-input', undefined, { options: { placeholder: 'MM/dd/yyyy' } }],
    },
  ],
  ['datetime-created', 'Datetime Created', ['datetime_created'], 'access_time', { showRelative: ['switch'] }],
  ['datetime-updated', 'Datetime Updated', ['datetime_updated'], 'access_time', { showRelative: ['switch'] }],
  [
    'color',
    'Color',
    ['string'],
    'colorize',
    {
      format: ['radio-buttons', 'hex', choices({ hex: 'Hex', rgb: 'RGB', hsl: 'HSL' })],
      palette: [
        'tags',
        [
          '#E91E63',
          '#F44336',
          '#FF9800',
          '#FFC107',
          '#FFEB3B',
          '#CDDC39',
          '#4CAF50',
          '#00BCD4',
          '#2196F3',
          '#3F51B5',
          '#9C27B0',
          '#607D8B',
        ],
      ],
      paletteOnly: ['switch', false],
    },
    len(20),
  ],
  ['color-palette', 'Color Picker', ['string'], 'palette', {}, len(20)],
  ['icon', 'Icon', ['string'], 'insert_emoticon', {}, len(20)],
  [
    'tags',
    'Tags',
    ['array', 'string'],
    'local_offer',
    {
      alphabetize: ['switch', true],
      lowercase: ['switch', true],
      wrap: ['switch', false],
      format: ['switch', false],
      sanitize: ['switch', false],
      iconLeft: ['icon', undefined, adv],
      iconRight: ['icon', 'local_offer', adv],
      validation: ['text-input', undefined, adv],
      validationMessage: ['text-input', 'Please enter a valid tag', adv],
    },
    len(2000),
  ],
  [
    'slug',
    'Slug',
    ['slug'],
    'link',
    {
      placeholder: ['text-input', 'A unique label...'],
      onlyOnCreate: ['switch', true],
      forceLowercase: ['switch', true],
      mirroredField: ['text-input'],
    },
    len(200),
  ],
  ['primary-key', 'Primary Key', ['integer', 'string'], 'vpn_key', { monospace: ['switch', true] }, len(10)],
  ['sort', 'Sort', ['sort'], 'low_priority', {}, len(10)],
  ['language', 'Language', ['string', 'lang'], 'translate', { limit: ['switch', false] }, len(10)],
  [
    'hashed',
    'Hashed',
    ['hash'],
    'security',
    {
      hide: ['switch', false],
      placeholder: ['text-input', 'Enter a value...'],
      showHash: ['switch', false],
      hashingType: ['dropdown', 'core', HASHERS],
    },
    len(100),
  ],
  [
    'password',
    'Password',
    ['hash', 'string'],
    'security',
    {
      hide: ['switch', true],
      placeholder: ['text-input', 'Enter a password...'],
      showHash: ['switch', false],
      hashingType: ['dropdown', 'core', HASHERS],
    },
    len(100),
  ],
  ['2fa-secret', '2FA Secret', ['string'], 'settings', {}, len(16)],
  [
    'divider',
    'Divider',
    ['alias'],
    'horizontal_split',
    {
      style: ['radio-buttons', 'large', choices({ small: 'Small', medium: 'Medium', large: 'Large' })],
      title: ['text-input', 'A Section Title'],
      description: ['textarea'],
      hr: ['switch', true],
      margin: ['switch', true],
    },
    { hideLabel: true, recommended: { required: false } },
  ],
  [
    'preview',
    'Preview',
    ['alias'],
    'visibility',
    { url_template: ['text-input', 'https://example.com/collection/{{ id }}', { required: true }] },
  ],
  [
    'map',
    'Map',
    ['json'],
    'place',
    {
      height: ['numeric', 400],
      mapLat: ['numeric', 40.72803624],
      mapLng: ['numeric', -73.94896388],
      defaultZoom: ['numeric', 12],
      maxZoom: ['numeric', 17],
      address_to_code: ['switch', false],
      theme: [
        'button-group',
        'https://{s}.basemaps.cartocdn.com/rastertiles/light_all/{z}/{x}/{y}.png',
        {
          options: {
            choices: [
              {
                label: 'Grayscale',
                value: 'https://{s}.basemaps.cartocdn.com/rastertiles/light_all/{z}/{x}/{y}.png',
              },
              {
                label: 'Color',
                value: 'https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png',
              },
            ],
          },
        },
      ],
    },
    { fieldset: true },
  ],
  [
    'repeater',
    'Repeater',
    ['json'],
    'replay',
    {
      template: ['text-input'],
      fields: ['repeater'],
      placeholder: ['text-input', 'New Item...', adv],
      createItemText: ['text-input', 'Create Item', adv],
      limit: ['numeric', null, adv],
      duplicable: ['switch', false, adv],
      structure: [
        'radio-buttons',
        'array',
        { ...choices({ array: 'Array', object: 'Object' }), advanced: true },
      ],
      structure_key: ['text-input', undefined, adv],
    },
    len(200),
  ],
  [
    'key-value',
    'Key / Value',
    ['json'],
    'list_alt',
    {
      keyInterface: ['interfaces', 'text-input'],
      keyType: ['text-input', 'string'],
      keyOptions: ['json', { placeholder: 'Key' }],
      valueInterface: ['interfaces', 'text-input'],
      valueType: ['text-input', 'string'],
      valueOptions: ['json', { placeholder: 'Value' }],
    },
  ],
  [
    'collections',
    'Collections',
    ['string'],
    'category',
    { placeholder: ['text-input', 'Choose a collection...'], include_system: ['switch', false] },
    len(100),
  ],
  [
    'interfaces',
    'Interfaces',
    ['string'],
    'category',
    {
      placeholder: ['text-input', 'Choose an interface'],
      relational: ['switch', true],
      status: ['switch', true],
    },
    len(100),
  ],
  ['interface-types', 'Interface Types', ['json'], 'category', { interfaceField: ['text-input'] }],
  ['interface-options', 'Interface Options', ['json'], 'category', { interfaceField: ['text-input'] }],
  [
    'file',
    'File',
    ['file'],
    'insert_drive_file',
    {
      crop: ['switch', true],
      viewType: ['text-input', 'cards'],
      viewOptions: ['json', { title: 'title', subtitle: 'type', content: 'description', src: 'data' }],
      viewQuery: ['json', {}],
      filters: ['json', []],
      accept: ['text-input'],
      allowDelete: ['switch', false],
    },
    { ...len(10), relation: 'file' },
  ],
  [
    'files',
    'Files',
    ['o2m'],
    'insert_drive_file',
    {
      fields: ['text-input', 'title'],
      template: ['text-input', '{{ title }}'],
      allow_create: ['switch', true],
      allow_select: ['switch', true],
      accept: ['text-input'],
    },
    { ...len(10), relation: 'm2m' },
  ],
  [
    'file-preview',
    'File Preview',
    ['string'],
    'image',
    { edit: ['checkboxes', ['image_editor'], choices({ image_editor: 'Image Editor' })] },
    { relation: 'file', hideLabel: true },
  ],
  [
    'many-to-one',
    'Many to One',
    ['m2o'],
    'call_merge',
    {
      template: ['text-input'],
      visible_fields: ['text-input'],
      placeholder: ['text-input', 'Select one'],
      threshold: ['numeric', 20],
      icon: ['icon', undefined, adv],
    },
    { relation: 'm2o' },
  ],
  [
    'one-to-many',
    'One to Many',
    ['o2m'],
    'call_split',
    {
      fields: ['text-input'],
      template: ['text-input'],
      sort_field: ['text-input'],
      delete_mode: [
        'radio-buttons',
        'relation',
        choices({ relation: 'Remove the relation', item: 'Delete the related item' }),
      ],
      allow_create: ['switch', true],
      allow_select: ['switch', true],
    },
    { relation: 'o2m' },
  ],
  [
    'many-to-many',
    'Many to Many',
    ['o2m'],
    'compare_arrows',
    {
      fields: ['text-input'],
      template: ['text-input'],
      allow_create: ['switch', true],
      allow_select: ['switch', true],
    },
    { relation: 'm2m' },
  ],
  [
    'checkboxes-relational',
    'Checkboxes Relational',
    ['o2m'],
    'check_box',
    { grid: ['numeric', 2], template: ['text-input'], listing_template: ['text-input'] },
    { relation: 'm2m', fieldset: true },
  ],
  [
    'translation',
    'Translation',
    ['translation'],
    'translate',
    {
      languageField: ['text-input'],
      languages: [
        'key-value',
        {
          en: 'English',
          es: 'Spanish',
          de: 'German',
          fr: 'French',
          pt: 'Portuguese',
          zh: 'Chinese',
          ru: 'Russian',
        },
      ],
      template: ['text-input'],
    },
    { relation: 'o2m' },
  ],
  [
    'user',
    'User',
    ['user', 'integer', 'owner', 'user_updated'],
    'account_circle',
    {
      template: ['text-input', '{{first_name}} {{last_name}}'],
      placeholder: ['text-input', 'Choose a User'],
    },
    { ...len(10), relation: 'user' },
  ],
  [
    'owner',
    'Owner',
    ['owner'],
    'account_circle',
    {
      template: ['text-input', '{{first_name}} {{last_name}}'],
      display: ['radio-buttons', 'both', choices({ both: 'Both', avatar: 'Avatar', name: 'Name' })],
    },
    { ...len(10), relation: 'user' },
  ],
  [
    'user-updated',
    'User Updated',
    ['user_updated'],
    'account_circle',
    {
      template: ['text-input', '{{first_name}} {{last_name}}'],
      display: ['radio-buttons', 'both', choices({ both: 'Both', avatar: 'Avatar', name: 'Name' })],
    },
    { ...len(10), relation: 'user_updated' },
  ],
  [
    'user-roles',
    'User Role',
    ['m2o'],
    'perm_identity',
    { relational: ['switch', true], showPublic: ['switch', false] },
    { relation: 'm2o' },
  ],
  [
    'status',
    'Status',
    ['status'],
    'outlined_flag',
    {
      simpleBadge: ['switch', true],
      status_mapping: [
        'json',
        {
          published: {
            name: 'Published',
            value: 'published',
            text_color: 'blue-100',
            background_color: 'blue',
            browse_subdued: false,
            browse_badge: true,
            soft_delete: false,
            published: true,
            required_fields: true,
          },
          draft: {
            name: 'Draft',
            value: 'draft',
            text_color: 'blue-grey-100',
            background_color: 'blue-grey',
            browse_subdued: true,
            browse_badge: true,
            soft_delete: false,
            published: false,
            required_fields: false,
          },
          deleted: {
            name: 'Deleted',
            value: 'deleted',
            text_color: 'red-100',
            background_color: 'red',
            browse_subdued: true,
            browse_badge: true,
            soft_delete: true,
            published: false,
            required_fields: false,
          },
        },
      ],
    },
    { recommended: { length: 20, defaultValue: 'draft' }, fieldset: true },
  ],
];

export const CORE_INTERFACES: ExtensionMeta[] = DEFS.map(([id, name, types, icon, options, extra]) => ({
  id,
  name,
  version: '1.0.0',
  core: true,
  path: `extensions/core/interfaces/${id}/meta.json`,
  types,
  icon,
  options: opts(options),
  ...extra,
}));

/** Generated items for the layout harness (development only). */
import { addDays, addHours, format } from 'date-fns';
import { defaultField, type Field } from '@atrium/sdk';
import type { Item } from '../src/layouts/types';

type NamedField = Field & { name: string };

function field(
  name: string,
  label: string,
  type: string,
  sort: number,
  extra: Partial<Field> = {},
): NamedField {
  return {
    ...defaultField({
      id: sort,
      collection: 'articles',
      field: name,
      type,
      sort,
      datatype: ['alias', 'o2m'].includes(type) ? null : 'VARCHAR',
      primary_key: name === 'id',
    }),
    name: label,
    ...extra,
  };
}

export const FIELDS: Record<string, NamedField> = Object.fromEntries(
  [
    field('id', 'ID', 'integer', 1),
    field('sort', 'Sort', 'sort', 2, { hidden_browse: true }),
    field('title', 'Title', 'string', 3),
    field('status', 'Status', 'status', 4),
    field('author', 'Author', 'm2o', 5, { options: { template: '{{ first_name }} {{ last_name }}' } }),
    field('published_on', 'Published On', 'datetime', 6),
    field('event_date', 'Event Date', 'date', 7),
    field('event_time', 'Event Time', 'time', 8),
    field('score', 'Score', 'integer', 9),
    field('summary', 'Summary', 'string', 10),
    field('tone', 'Tone', 'string', 11),
    field('cover', 'Cover', 'file', 12),
  ].map((f) => [f.field, f]),
);

const WORDS = [
  'Amber',
  'Birch',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Garnet',
  'Harbor',
  'Indigo',
  'Juniper',
];
const STATUSES = ['published', 'draft', 'archived'];
const TONES = ['accent', 'success', 'warning', 'danger', '#8e24aa', '0,150,136'];
const AUTHORS = [
  { id: 1, first_name: 'Ada', last_name: 'Lovelace' },
  { id: 2, first_name: 'Grace', last_name: 'Hopper' },
  null,
];

function svg(hue: number) {
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="hsl(${hue} 55% 55%)"/><circle cx="160" cy="140" r="60" fill="hsl(${hue} 60% 80%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(body)}`;
}

const stamp = (d: Date) => format(d, 'yyyy-MM-dd HH:mm:ss');

export function makeItem(i: number, now = new Date()): Item {
  const when = addHours(now, -i * 5);
  const eventDay = addDays(now, (i % 45) - 20);
  return {
    id: i + 1,
    sort: i % 7 === 3 && i < 20 ? null : i + 1,
    title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i + 1}`,
    status: STATUSES[i % 3],
    author: AUTHORS[i % 3],
    published_on: stamp(when),
    event_date: format(eventDay, 'yyyy-MM-dd'),
    event_time: `${String(8 + (i % 10)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`,
    score: (i * 37) % 101,
    summary: i % 4 === 0 ? '' : `Summary of item ${i + 1}: a few words about it.`,
    tone: TONES[i % TONES.length],
    cover:
      i % 5 === 4
        ? null
        : {
            id: i + 1,
            type: 'image/png',
            data: {
              thumbnails: [
                { key: 'directus-medium-crop', url: svg((i * 47) % 360) },
                { key: 'directus-medium-contain', url: svg((i * 47) % 360) },
              ],
            },
          },
  };
}

export function makeItems(count: number): Item[] {
  const now = new Date();
  return Array.from({ length: count }, (_, i) => makeItem(i, now));
}

export function sortItems(items: Item[], sort: string | undefined): Item[] {
  if (!sort) return items;
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const sign = desc ? -1 : 1;
  return items.slice().sort((a, b) => {
    const x = a[key] as string | number | null;
    const y = b[key] as string | number | null;
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * sign;
  });
}

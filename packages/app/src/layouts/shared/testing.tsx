/** Test helpers for layouts (imported by `*.test.tsx` only). */
import { vi } from 'vitest';
import { defaultField, type Field } from '@atrium/sdk';
import type { Item, LayoutProps } from '../types';

export function makeField(
  field: string,
  type = 'string',
  extra: Partial<Field> = {},
): Field & { name: string } {
  return {
    ...defaultField({
      collection: 'articles',
      field,
      type,
      datatype: type === 'alias' ? null : 'VARCHAR',
      primary_key: field === 'id',
    }),
    name: field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
    ...extra,
  };
}

export function fieldMap(...fields: (Field & { name: string })[]) {
  return Object.fromEntries(fields.map((f) => [f.field, f]));
}

/** Layout props with spies for every callback. */
export function layoutProps<Q, O>(
  overrides: Partial<LayoutProps<Q, O>> & { items: Item[] },
): LayoutProps<Q, O> {
  return {
    collection: 'articles',
    primaryKeyField: 'id',
    fields: fieldMap(makeField('id', 'integer'), makeField('title')),
    viewQuery: {} as Q,
    viewOptions: {} as O,
    loading: false,
    lazyLoading: false,
    selection: [],
    link: (item) => `/collections/articles/${String(item.id)}`,
    sortField: null,
    total: null,
    onQuery: vi.fn(),
    onOptions: vi.fn(),
    onSelect: vi.fn(),
    onNextPage: vi.fn(),
    onInput: vi.fn(),
    fetchItems: vi.fn(() => Promise.resolve([])),
    queryKey: ['items', 'p', 'articles'],
    ...overrides,
  };
}

/** jsdom has no layout: give every element a size so virtual lists render a window. */
export function fakeLayout(height = 600, width = 1200) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(height);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(width);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    bottom: height,
    right: width,
    width,
    height,
    toJSON: () => ({}),
  });
  if (!('ResizeObserver' in window)) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  }
}

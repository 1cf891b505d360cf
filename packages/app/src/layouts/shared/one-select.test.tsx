/**
 * Layout options use one select everywhere (issue 31 item 19): react-aria's listbox select, the
 * one of the layout picker ("View Type"), never the browser's native <select>.
 */
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import '../../i18n';
import { CalendarOptions } from '../calendar/Options';
import { CardsOptions } from '../cards/Options';
import { TabularOptions } from '../tabular/Options';
import { TimelineOptions } from '../timeline/Options';
import { fieldMap, layoutProps, makeField } from './testing';

const fields = fieldMap(
  makeField('id', 'integer'),
  makeField('title'),
  makeField('cover', 'file'),
  makeField('on', 'datetime'),
);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const props = layoutProps<any, any>({ fields, items: [] });
const wrap = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
);

describe('layout options', () => {
  it.each([
    ['tabular', TabularOptions, ['Spacing']],
    ['cards', CardsOptions, ['Image Source', 'Fit', 'Title', 'Subtitle', 'Sort By']],
    ['calendar', CalendarOptions, []],
    ['timeline', TimelineOptions, []],
  ] as const)('%s uses the listbox select, no native select', (_, Options, named) => {
    const { container } = render(wrap(<Options {...props} />));
    // react-aria keeps a hidden native select for form autofill; none may be shown.
    const shown = [...container.querySelectorAll('select')].filter(
      (el) => !el.closest('[aria-hidden="true"]'),
    );
    expect(shown).toHaveLength(0);
    for (const label of named) expect(screen.getByRole('button', { name: new RegExp(label) })).toBeTruthy();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../i18n';
import { fakeLayout, fieldMap, layoutProps, makeField } from '../shared/testing';
import { TimelineOptions } from './Options';
import type { TimelineOptions as Options, TimelineQuery } from './types';
import { TimelineView } from './View';

const fields = fieldMap(
  makeField('id', 'integer'),
  makeField('action'),
  makeField('action_on', 'datetime'),
  makeField('collection'),
  makeField('item'),
);
const items = [
  {
    id: 3,
    action: 'delete',
    action_on: '2026-11-21 10:00:00',
    collection: 'articles',
    item: '7',
    action_by: { first_name: 'Ada' },
  },
  {
    id: 2,
    action: 'create',
    action_on: '2026-11-21 09:00:00',
    collection: null,
    item: '6',
    action_by: { first_name: 'Ada' },
  },
  {
    id: 1,
    action: 'update',
    action_on: '2026-11-19 09:00:00',
    collection: 'pages',
    item: '1',
    action_by: null,
  },
];
const viewOptions: Options = {
  date: 'action_on',
  title: '{{ action }} by {{ action_by.first_name }} (#{{ item }})',
  content: 'collection',
  color: 'action',
};
const props = (o: Partial<Parameters<typeof layoutProps<TimelineQuery, Options>>[0]> = {}) =>
  layoutProps<TimelineQuery, Options>({ fields, items, viewOptions, ...o });

beforeEach(() => fakeLayout());

describe('timeline layout', () => {
  it('groups events per day under a translated heading, with title template, content and link', () => {
    render(<TimelineView {...props({ viewQuery: { sort: '-action_on' } })} />);
    const headings = screen.getAllByRole('heading');
    expect(headings.map((h) => h.textContent)).toEqual([
      'Activity on Nov 21, 2026',
      'Activity on Nov 19, 2026',
    ]);
    const first = screen.getAllByRole('link')[0]!;
    expect(within(first).getByText('delete by Ada (#7)')).toBeTruthy();
    expect(within(first).getByText('articles')).toBeTruthy();
    expect(first.getAttribute('href')).toBe('#/collections/articles/3');
    expect(within(screen.getAllByRole('link')[1]!).getByText('--')).toBeTruthy();
    expect((first.parentElement as HTMLElement).style.getPropertyValue('--dot-color')).toBe('var(--warning)');
  });

  it('sorts newest first on mount when no sort is set', () => {
    const p = props();
    render(<TimelineView {...p} />);
    expect(p.onQuery).toHaveBeenCalledWith({ sort: '-action_on' });
    const q = props({ viewQuery: { sort: 'id' } });
    render(<TimelineView {...q} />);
    expect(q.onQuery).not.toHaveBeenCalled();
  });

  it('asks for its options when the date or title is missing', () => {
    render(<TimelineView {...props({ viewOptions: { date: 'action_on' } })} />);
    expect(screen.getByRole('status').textContent).toContain('Choose a date field and a title');
  });

  it('saves a title template only when it names a field', async () => {
    const p = props();
    render(<TimelineOptions {...p} viewOptions={{ date: 'action_on' }} />);
    const input = screen.getByLabelText(/Title/);
    await userEvent.type(input, 'plain text');
    await userEvent.tab();
    expect(p.onOptions).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('double curly braces');
    await userEvent.clear(input);
    await userEvent.type(input, '{{{{ action }}');
    await userEvent.tab();
    expect(p.onOptions).toHaveBeenLastCalledWith({ title: '{{ action }}' });
  });

  it("titles the activity log's events as sentences in the user's language, not the stored action word", async () => {
    const preset = '{{ action }} by {{ action_by.first_name }} {{ action_by.last_name }} (#{{ item }})';
    const activity = [
      {
        ...items[0]!,
        id: 9,
        action: 'upload',
        item: '5',
        action_by: { first_name: 'Admin', last_name: 'User' },
      },
      {
        ...items[1]!,
        id: 8,
        action: 'authenticate',
        item: '1',
        action_by: { first_name: 'Ada', last_name: '' },
      },
      { ...items[2]!, id: 7, action: 'archive', item: '2', action_by: null },
    ];
    const titles = () => [...document.querySelectorAll('.timeline-title')].map((n) => n.textContent);
    const { unmount } = render(
      <TimelineView
        {...props({
          items: activity,
          collection: 'directus_activity',
          viewOptions: { ...viewOptions, title: preset },
        })}
      />,
    );
    expect(titles()).toEqual([
      'Uploaded by Admin User (#5)',
      'Sign-in by Ada (#1)',
      'archive by Unknown User (#2)',
    ]);
    unmount();
    await setLocale('de-DE');
    try {
      const german = render(
        <TimelineView
          {...props({
            items: activity,
            collection: 'directus_activity',
            viewOptions: { ...viewOptions, title: preset },
          })}
        />,
      );
      expect(titles()[0]).toBe('Hochgeladen von Admin User (#5)');
      german.unmount();
    } finally {
      await setLocale('en-US');
    }
    // Another collection, or a template someone changed, renders as written.
    render(<TimelineView {...props({ items: activity, viewOptions: { ...viewOptions, title: preset } })} />);
    expect(titles()[0]).toBe('upload by Admin User (#5)');
  });
});

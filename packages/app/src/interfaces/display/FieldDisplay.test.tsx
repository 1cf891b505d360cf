import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { InterfaceModule } from '../types';
import { FieldDisplay } from './FieldDisplay';
import { plainValue } from './plainValue';
import { renderTemplate, templateFields } from './template';

const shout: InterfaceModule = {
  id: 'shout',
  meta: {
    name: 'Shout',
    version: '1',
    types: ['string'],
    icon: 'x',
    options: { mark: { name: 'Mark', interface: 'text-input', default: '!' } },
  },
  Input: () => null,
  Display: ({ value, options }) => <b>{`${String(value).toUpperCase()}${String(options.mark)}`}</b>,
};

vi.mock('../registry', async (original) => {
  const actual = await original<typeof import('../registry')>();
  return {
    ...actual,
    hasInterface: (id: string) => id === 'shout',
    // A cell loads the meta and Display alone (never the Input).
    loadDisplay: (id: string) =>
      id === 'shout' ? Promise.resolve(shout) : Promise.reject(new Error('unknown')),
    loadInterface: () => Promise.reject(new Error('a cell must not load the whole interface')),
  };
});

const field = (type: string, iface: string | null, options: Record<string, unknown> | null = null) => ({
  field: 'f',
  type,
  interface: iface,
  options,
  length: null,
  datatype: null,
});

describe('FieldDisplay', () => {
  it('shows a dim -- for null and empty string without calling the display', () => {
    const { container, rerender } = render(
      <FieldDisplay field={field('string', 'shout')} value={null} values={{}} collection="c" />,
    );
    expect(container.textContent).toBe('--');
    expect(container.querySelector('.field-display-empty')).not.toBeNull();
    rerender(<FieldDisplay field={field('string', 'shout')} value="" values={{}} collection="c" />);
    expect(container.textContent).toBe('--');
  });

  it('calls the display of alias fields even without a value', async () => {
    render(<FieldDisplay field={field('alias', 'shout')} value={null} values={{}} collection="c" />);
    expect(await screen.findByText('NULL!')).toBeTruthy();
  });

  it("renders the interface's Display with merged option defaults once loaded", async () => {
    render(
      <FieldDisplay field={field('string', 'shout', { other: 1 })} value="hi" values={{}} collection="c" />,
    );
    expect(await screen.findByText('HI!')).toBeTruthy();
  });

  it('shows a hash cell the API left out as "Value Secured", a null one as blank (issue 31 #3)', () => {
    const { container, rerender } = render(
      <FieldDisplay field={field('hash', 'hashed')} value={undefined} values={{}} collection="c" />,
    );
    expect(container.textContent).toContain('Value Secured');
    rerender(<FieldDisplay field={field('hash', 'password')} value={null} values={{}} collection="c" />);
    expect(container.textContent).toBe('--');
  });

  it('shows plain text while an interface is missing, never blank', () => {
    const { container } = render(
      <FieldDisplay field={field('json', 'nope')} value={{ a: 1 }} values={{}} collection="c" />,
    );
    expect(container.textContent).toBe('{"a":1}');
    render(<FieldDisplay field={field('boolean', null)} value={false} values={{}} collection="c" />);
    expect(screen.getByText('false')).toBeTruthy();
  });
});

describe('plainValue', () => {
  it('uses the template option, a label key or JSON for objects, joins arrays', () => {
    expect(plainValue({ first: 'Ada', last: 'L' }, { template: '{{ first }} {{ last }}' })).toBe('Ada L');
    expect(plainValue({ id: 3, title: 'Hello' })).toBe('Hello');
    expect(plainValue(['a', 'b'])).toBe('a, b');
    expect(plainValue(0)).toBe('0');
    expect(plainValue('x'.repeat(200))).toHaveLength(120);
  });
});

describe('template', () => {
  it('renders dot paths and lists the fields it reads', () => {
    const row = { action: 'create', action_by: { first_name: 'Ada' }, item: 4 };
    expect(renderTemplate('{{ action }} by {{action_by.first_name}} (#{{ item }}){{ missing }}', row)).toBe(
      'create by Ada (#4)',
    );
    expect(templateFields('{{ a.b }} {{c}} {{ a }}')).toEqual(['a', 'c']);
  });
});

import { parseDate, parseTime } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Calendar, DateField, DatePicker, TimeField } from '../src/components/DateFields';
import { NumberField } from '../src/components/NumberField';
import { checkProgress, ProgressRing } from '../src/components/ProgressRing';
import { SortableList } from '../src/components/SortableList';
import { TextArea } from '../src/components/TextArea';
import { setLocale } from '../src/i18n';

afterEach(async () => {
  await setLocale('en-US');
});

describe('NumberField', () => {
  it('steps with the arrow keys and the labelled stepper buttons', async () => {
    const user = userEvent.setup();
    function Host() {
      const [value, setValue] = useState<number | null>(4);
      return <NumberField label="Rows" value={value} onChange={setValue} step={2} />;
    }
    render(<Host />);
    const box = screen.getByRole('textbox', { name: 'Rows' });
    await user.click(box);
    await user.keyboard('{ArrowUp}');
    expect((box as HTMLInputElement).value).toBe('6');
    await user.click(screen.getByRole('button', { name: /^Decrease/ }));
    expect((box as HTMLInputElement).value).toBe('4');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line box that reports typing and shows its error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextArea label="Summary" value="" onChange={onChange} error="Too short" />);
    const box = screen.getByRole('textbox', { name: 'Summary' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.type(box, 'x');
    expect(onChange).toHaveBeenCalledWith('x');
  });
});

describe('dates follow the UI language', () => {
  it('orders date segments per locale (en-US month first, de-DE day first)', async () => {
    const { unmount } = render(
      <DateField label="Published" value={parseDate('2026-11-23')} onChange={() => {}} />,
    );
    const en = within(screen.getByRole('group', { name: 'Published' }))
      .getAllByRole('spinbutton')
      .map((s) => s.getAttribute('aria-label'));
    expect(en[0]).toMatch(/month/i);
    unmount();
    await setLocale('de-DE');
    render(<DateField label="Published" value={parseDate('2026-11-23')} onChange={() => {}} />);
    const de = within(screen.getByRole('group', { name: 'Published' })).getAllByRole('spinbutton');
    expect(de[0]!.textContent).toBe('23');
  });

  it('uses a 24-hour clock in de-DE and 12-hour in en-US', async () => {
    const { unmount } = render(<TimeField label="Opens" value={parseTime('14:05')} onChange={() => {}} />);
    expect(screen.getAllByRole('spinbutton')[0]!.textContent).toBe('2');
    unmount();
    await setLocale('de-DE');
    render(<TimeField label="Opens" value={parseTime('14:05')} onChange={() => {}} />);
    expect(screen.getAllByRole('spinbutton')[0]!.textContent).toBe('14');
  });

  it('edits a date segment with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Due" value={parseDate('2026-11-23')} onChange={onChange} />);
    await user.click(screen.getAllByRole('spinbutton')[1]!);
    await user.keyboard('{ArrowUp}');
    expect(String(onChange.mock.calls.at(-1)![0])).toBe('2026-11-24');
  });

  it('opens a calendar grid from the picker and picks a day from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DatePicker label="Due" value={parseDate('2026-11-23')} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Open calendar/ }));
    const grid = screen.getByRole('grid');
    expect(grid.querySelectorAll('thead th')).toHaveLength(7);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(String(onChange.mock.calls.at(-1)![0])).toBe('2026-11-24');
  });

  it('names the month and orders the weekdays in the UI language', async () => {
    const { unmount } = render(<Calendar value={parseDate('2026-11-23')} />);
    expect(screen.getByRole('heading').textContent).toBe('November 2026');
    expect(screen.getByRole('grid').querySelector('thead th')!.textContent).toBe('S');
    unmount();
    await setLocale('fr-FR');
    render(<Calendar value={parseDate('2026-11-23')} />);
    expect(screen.getByRole('heading').textContent).toBe('novembre 2026');
    expect(screen.getByRole('grid').querySelector('thead th')!.textContent).toMatch(/^L/);
  });
});

describe('ProgressRing', () => {
  it('is a labelled progressbar with its value', () => {
    render(<ProgressRing progress={40} label="Uploading" />);
    expect(screen.getByRole('progressbar', { name: 'Uploading' }).getAttribute('aria-valuenow')).toBe('40');
  });

  it('rejects progress outside 0–100', () => {
    expect(checkProgress(0)).toBe(0);
    expect(checkProgress(100)).toBe(100);
    expect(() => checkProgress(101)).toThrow(RangeError);
    expect(() => checkProgress(-1)).toThrow(RangeError);
    expect(() => checkProgress(Number.NaN)).toThrow(RangeError);
  });
});

describe('SortableList', () => {
  it('renders a labelled list with a drag handle per row that is a keyboard-operable button', () => {
    render(
      <SortableList
        label="Columns"
        items={['title', 'author', 'date']}
        getKey={(i) => i}
        onReorder={() => {}}
        renderItem={(i) => <span>{i}</span>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Columns' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.sortable-content')!.textContent),
    ).toEqual(['title', 'author', 'date']);
    const handles = screen.getAllByRole('button', { name: 'Drag to reorder' });
    expect(handles).toHaveLength(3);
    expect(handles[0]!.getAttribute('aria-roledescription')).toBe('sortable');
    expect(handles[0]!.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('has no handles when disabled', () => {
    render(
      <SortableList
        label="Columns"
        items={['a']}
        getKey={(i) => i}
        onReorder={() => {}}
        renderItem={(i) => i}
        disabled
      />,
    );
    expect(screen.queryByRole('button', { name: 'Drag to reorder' })).toBeNull();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup } from '../src/components/Checkbox';
import { ComboBox } from '../src/components/ComboBox';
import { Radio, RadioGroup } from '../src/components/RadioGroup';
import { Select } from '../src/components/Select';
import { Slider } from '../src/components/Slider';
import { Switch } from '../src/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../src/components/Tabs';
import '../src/i18n';

const choices = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived', disabled: true },
];

describe('Select', () => {
  it('opens a listbox from the keyboard and picks the focused option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Status" choices={choices} value="draft" onChange={onChange} />);
    const button = screen.getByRole('button', { name: /Status/ });
    expect(button.textContent).toContain('Draft');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Archived' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('published');
  });
});

describe('ComboBox', () => {
  it('filters choices as the user types', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ComboBox label="Author" choices={choices} value={null} onChange={onChange} />);
    await user.type(screen.getByRole('combobox', { name: 'Author' }), 'pub');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Published']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('published');
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys and shows the selected panel', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList label="Settings">
          <Tab id="fields">Fields</Tab>
          <Tab id="options">Options</Tab>
        </TabList>
        <TabPanel id="fields">Field list</TabPanel>
        <TabPanel id="options">Option list</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Field list');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Options' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Option list');
  });
});

describe('Switch, Checkbox and RadioGroup', () => {
  it('toggles a switch with Space', async () => {
    const user = userEvent.setup();
    function Host() {
      const [on, setOn] = useState(false);
      return (
        <Switch isSelected={on} onChange={setOn}>
          Published
        </Switch>
      );
    }
    render(<Host />);
    const toggle = screen.getByRole('switch', { name: 'Published' });
    await user.tab();
    await user.keyboard(' ');
    expect((toggle as HTMLInputElement).checked).toBe(true);
  });

  it('collects checked values in a checkbox group', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <CheckboxGroup label="Tags" value={['news']} onChange={onChange}>
        <Checkbox value="news">News</Checkbox>
        <Checkbox value="sport">Sport</Checkbox>
      </CheckboxGroup>,
    );
    expect(screen.getByRole('group', { name: 'Tags' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Sport' }));
    expect(onChange).toHaveBeenCalledWith(['news', 'sport']);
  });

  it('selects radios with the arrow keys from one tab stop', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <RadioGroup label="Size" value="s" onChange={onChange}>
        <Radio value="s">Small</Radio>
        <Radio value="m">Medium</Radio>
      </RadioGroup>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Small' }));
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenCalledWith('m');
  });
});

describe('Slider', () => {
  it('steps with the arrow keys and shows its value', async () => {
    const user = userEvent.setup();
    function Host() {
      const [value, setValue] = useState(40);
      return <Slider label="Opacity" value={value} onChange={setValue} step={5} />;
    }
    render(<Host />);
    const thumb = screen.getByRole('slider', { name: 'Opacity' });
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect((thumb as HTMLInputElement).value).toBe('50');
    expect(screen.getByText('50')).toBeTruthy();
    await user.keyboard('{End}');
    expect((thumb as HTMLInputElement).value).toBe('100');
  });
});

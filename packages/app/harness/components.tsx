/**
 * Development harness (not part of the build): every primitive of src/components on one page, for
 * screenshots in Chromium. `npx vite` in packages/app, then open
 * /admin/harness/components.html?theme=dark&open=select|menu|date|modal|confirm.
 */
import { parseDate, parseTime } from '@internationalized/date';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button as AriaButton } from 'react-aria-components';
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/material-icons/latin-400.css';
import '../src/styles/palette.css';
import '../src/styles/theme.css';
import '../src/styles/base.css';
import '../src/i18n';
import { Button } from '../src/components/Button';
import { Checkbox, CheckboxGroup } from '../src/components/Checkbox';
import { ComboBox } from '../src/components/ComboBox';
import { Confirm } from '../src/components/Confirm';
import { Calendar, DateField, DatePicker, TimeField } from '../src/components/DateFields';
import { IconButton } from '../src/components/IconButton';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../src/components/Menu';
import { Modal } from '../src/components/Modal';
import { Notice } from '../src/components/Notice';
import { NumberField } from '../src/components/NumberField';
import { ProgressRing } from '../src/components/ProgressRing';
import { Radio, RadioGroup } from '../src/components/RadioGroup';
import { Select } from '../src/components/Select';
import { Slider } from '../src/components/Slider';
import { SortableList } from '../src/components/SortableList';
import { Switch } from '../src/components/Switch';
import { Tab, TabList, TabPanel, Tabs } from '../src/components/Tabs';
import { TextArea } from '../src/components/TextArea';

const params = new URLSearchParams(location.search);
document.body.className = `private ${params.get('theme') ?? 'light'}`;
const open = params.get('open');

const choices = [
  { value: 'draft', label: 'Draft', icon: 'edit' },
  { value: 'published', label: 'Published', icon: 'public' },
  { value: 'archived', label: 'Archived', icon: 'archive', disabled: true },
];

function Harness() {
  const [status, setStatus] = useState<string | null>('draft');
  const [on, setOn] = useState(true);
  const [tags, setTags] = useState(['news']);
  const [size, setSize] = useState('m');
  const [opacity, setOpacity] = useState(40);
  const [rows, setRows] = useState<number | null>(12);
  const [text, setText] = useState('A short summary.');
  const [columns, setColumns] = useState(['Title', 'Author', 'Published on']);
  return (
    <main
      style={{
        padding: 32,
        display: 'grid',
        gap: 32,
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        alignItems: 'start',
      }}
    >
      <section style={{ display: 'grid', gap: 16 }}>
        <div className="button-row" style={{ justifyContent: 'flex-start' }}>
          <Button>Save</Button>
          <Button variant="secondary">Cancel</Button>
          <IconButton icon="delete" label="Delete" />
          <MenuTrigger defaultOpen={open === 'menu'}>
            <AriaButton className="icon-button" aria-label="More">
              <span className="material-icons icon" aria-hidden="true">
                more_vert
              </span>
            </AriaButton>
            <Menu label="Field options">
              <MenuItem id="clear" icon="clear">
                Clear value
              </MenuItem>
              <MenuItem id="reset" icon="settings_backup_restore">
                Reset to default
              </MenuItem>
              <MenuSeparator />
              <MenuItem id="undo" icon="undo">
                Undo changes
              </MenuItem>
            </Menu>
          </MenuTrigger>
        </div>
        <Select
          label="Status"
          choices={choices}
          value={status}
          onChange={setStatus}
          note="Shown in the listing."
        />
        <ComboBox label="Author" choices={choices} value={null} onChange={() => {}} placeholder="Search…" />
        <NumberField label="Rows" value={rows} onChange={setRows} />
        <TextArea label="Summary" value={text} onChange={setText} />
      </section>
      <section style={{ display: 'grid', gap: 16 }}>
        <DatePicker label="Published on" value={parseDate('2026-11-23')} onChange={() => {}} />
        <DateField label="Date only" value={parseDate('2026-11-23')} onChange={() => {}} />
        <TimeField label="Opens at" value={parseTime('14:05')} onChange={() => {}} />
        <Calendar value={parseDate('2026-11-23')} aria-label="Calendar" />
      </section>
      <section style={{ display: 'grid', gap: 16 }}>
        <Switch isSelected={on} onChange={setOn}>
          Published
        </Switch>
        <CheckboxGroup label="Tags" value={tags} onChange={setTags}>
          <Checkbox value="news">News</Checkbox>
          <Checkbox value="sport">Sport</Checkbox>
          <Checkbox value="culture">Culture</Checkbox>
        </CheckboxGroup>
        <RadioGroup label="Size" value={size} onChange={setSize}>
          <Radio value="s">Small</Radio>
          <Radio value="m">Medium</Radio>
          <Radio value="l">Large</Radio>
        </RadioGroup>
        <Slider label="Opacity" value={opacity} onChange={setOpacity} />
        <Tabs>
          <TabList label="Settings">
            <Tab id="fields">Fields</Tab>
            <Tab id="options">Options</Tab>
            <Tab id="more" isDisabled>
              More
            </Tab>
          </TabList>
          <TabPanel id="fields">The field list.</TabPanel>
          <TabPanel id="options">The option list.</TabPanel>
        </Tabs>
        <div style={{ display: 'flex', gap: 16 }}>
          <ProgressRing progress={65} label="Uploading" />
          <ProgressRing label="Loading" color="success" />
        </div>
      </section>
      <section style={{ display: 'grid', gap: 16 }}>
        {(['gray', 'gray-subdued', 'accent', 'warning', 'danger', 'success'] as const).map((color) => (
          <Notice key={color} color={color}>
            A {color} notice.
          </Notice>
        ))}
        <SortableList
          label="Columns"
          items={columns}
          getKey={(c) => c}
          onReorder={setColumns}
          renderItem={(c) => c}
        />
      </section>
      {open === 'modal' && (
        <Modal title="Edit tags" onClose={() => {}} actions={<Button>Done</Button>}>
          <p>A modal body.</p>
        </Modal>
      )}
      {open === 'confirm' && (
        <Confirm
          message="Delete this item?"
          danger
          confirmText="Delete"
          onConfirm={() => {}}
          onCancel={() => {}}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);

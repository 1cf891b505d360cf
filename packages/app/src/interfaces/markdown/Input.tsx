import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { InputProps } from '../types';
import './markdown.css';

const Preview = lazy(() => import('./Preview'));

interface Options {
  tabbed?: boolean | null;
  rows?: number | string | null;
  placeholder?: string | null;
}

/** A markdown textarea with a sanitised preview, in Edit/Preview tabs or side by side. Empty stages `null`. */
export default function MarkdownInput(props: InputProps<string, Options>) {
  const { value, options, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('edit');
  const rows = Math.min(100, Math.max(5, Number(options.rows) || 12));
  const source = value ?? '';
  const placeholder =
    options.placeholder && options.placeholder.startsWith('$t:')
      ? t(`interfaces.markdown.${options.placeholder.slice(3)}`)
      : (options.placeholder ?? undefined);
  const editor = (
    <textarea
      id={inputId}
      className="input markdown-textarea"
      rows={rows}
      value={source}
      placeholder={placeholder}
      readOnly={readonly}
      onChange={(e) => onInput(e.target.value === '' ? null : e.target.value)}
    />
  );
  const preview = (
    <Suspense
      fallback={<div className="markdown-preview" style={{ height: rows * 23 + 24 }} aria-busy="true" />}
    >
      <Preview source={source} height={rows * 23 + 24} />
    </Suspense>
  );

  if (options.tabbed === false || options.tabbed === null) {
    return (
      <div className="markdown-input side-by-side">
        {editor}
        <div aria-label={t('interfaces.markdown.preview')} role="region">
          {preview}
        </div>
      </div>
    );
  }
  return (
    <Tabs className="markdown-input" selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
      <TabList className="markdown-tabs" aria-label={t('interfaces.markdown.mode')}>
        <Tab id="edit" className="markdown-tab">
          {t('interfaces.markdown.edit')}
        </Tab>
        <Tab id="preview" className="markdown-tab">
          {t('interfaces.markdown.preview')}
        </Tab>
      </TabList>
      {/* The editor stays mounted so the field label keeps pointing at it. */}
      <TabPanel id="edit" shouldForceMount className="markdown-panel">
        {editor}
      </TabPanel>
      <TabPanel id="preview" className="markdown-panel">
        {preview}
      </TabPanel>
    </Tabs>
  );
}

import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { useStore } from 'zustand';
import { Notice } from '../../components/Notice';
import { Tab, TabList, TabPanel, Tabs } from '../../components/Tabs';
import { Form } from '../../form/Form';
import { createStaging, type StagingStore } from '../../form/staging';
import { newRowDefaults } from '../related/defaults';
import { keyOf, savedRows, stagedPayload, valueToStage, type Row } from '../related/payload';
import { useRelatedCollection } from '../related/use-related';
import type { InputProps } from '../types';
import { useLanguages, type Language } from './languages';
import { languageOf } from './rows';
import './translation.css';

interface Options {
  languageField?: string | null;
  languages?: unknown;
  template?: string | null;
}

/**
 * Translation (app-catalogue §1 Relational): one tab per language, each the translations
 * collection's own form for that language (the saved row, or a new one). Emits only changes:
 * `{pk, …diff}` for a saved translation, `{<language field>: code, …values}` for a new one.
 */
export default function TranslationInput(props: InputProps<unknown, Options>) {
  const { value, savedValue, options, readonly, relation, onInput } = props;
  const { t } = useTranslation();
  const translations = relation?.collection_many ?? null;
  const fk = relation?.field_many ?? '';
  const langField = options.languageField || 'language';
  const info = useRelatedCollection(translations);
  const pk = info.primaryKey;
  const { languages, loading, error } = useLanguages(translations, langField, options.languages);
  const saved = useMemo(() => savedRows(savedValue, pk), [savedValue, pk]);
  const payload = useMemo(() => stagedPayload(value, savedValue), [value, savedValue]);
  const [active, setActive] = useState<string | null>(null);

  // The latest inputs, for the stores' subscriptions.
  const latest = useRef({ saved, payload, savedValue, onInput, pk });
  latest.current = { saved, payload, savedValue, onInput, pk };

  // One staging store per language opened; new ones after every save (new saved rows).
  const stores = useMemo(() => new Map<string, StagingStore>(), [savedValue, info.fields]); // eslint-disable-line react-hooks/exhaustive-deps

  const savedRowOf = (code: string) => saved.find((r) => languageOf(r, langField) === code);
  const entryOf = (code: string, rows: Row[], entries: Row[]) => {
    const row = rows.find((r) => languageOf(r, langField) === code);
    if (row) return entries.find((e) => String(keyOf(e, pk)) === String(row[pk]));
    return entries.find((e) => keyOf(e, pk) === null && languageOf(e, langField) === code);
  };

  function emitAll() {
    const { saved: rows, payload: entries, savedValue: before, onInput: emit } = latest.current;
    const out: Row[] = [];
    // Languages not opened in this session keep what was staged for them.
    for (const entry of entries) {
      const row = rows.find((r) => String(r[pk]) === String(keyOf(entry, pk)));
      const code = row ? languageOf(row, langField) : languageOf(entry, langField);
      if (code === null || !stores.has(code)) out.push(entry);
    }
    for (const [code, store] of stores) {
      const edits = store.getState().edits;
      if (Object.keys(edits).length === 0) continue;
      const row = rows.find((r) => languageOf(r, langField) === code);
      out.push(row ? { [pk]: row[pk], ...edits } : { [langField]: code, ...edits });
    }
    emit(valueToStage(out, before));
  }

  function storeFor(code: string): StagingStore {
    let store = stores.get(code);
    if (!store) {
      const row = savedRowOf(code);
      store = createStaging(row ?? { ...newRowDefaults(info.fields, [fk, langField]), [langField]: code });
      const entry = entryOf(code, saved, payload);
      if (entry)
        for (const [k, v] of Object.entries(entry))
          if (k !== pk && k !== langField) store.getState().stage(k, v);
      store.subscribe((s, prev) => {
        if (s.edits !== prev.edits) emitAll();
      });
      stores.set(code, store);
    }
    return store;
  }

  const formFields = useMemo(() => {
    const out: Record<string, Field> = {};
    for (const [name, f] of Object.entries(info.fields ?? {}))
      if (name !== fk && name !== langField) out[name] = f;
    return out;
  }, [info.fields, fk, langField]);

  if (!relation || !translations || !fk) {
    return <Notice color="warning">{t('interfaces.translation.relation_missing')}</Notice>;
  }
  if (loading || info.loading)
    return <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />;
  if (error) return <Notice color="danger">{t('interfaces.translation.languages_failed')}</Notice>;
  if (languages.length === 0)
    return <Notice color="warning">{t('interfaces.translation.no_languages')}</Notice>;

  const current = active && languages.some((l) => l.code === active) ? active : languages[0]!.code;
  return (
    <div className="translation">
      <Tabs selectedKey={current} onSelectionChange={setActive}>
        <TabList label={t('interfaces.translation.languages')}>
          {languages.map((l) => (
            <Tab key={l.code} id={l.code}>
              {l.name}
            </Tab>
          ))}
        </TabList>
        {languages.map((l) => (
          <TabPanel key={l.code} id={l.code}>
            <LanguagePanel
              language={l}
              store={storeFor(l.code)}
              translated={!!savedRowOf(l.code)}
              collection={translations}
              fields={formFields}
              primaryKey={(savedRowOf(l.code)?.[pk] as string | number | undefined) ?? null}
              readonly={readonly}
            />
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

function LanguagePanel(props: {
  language: Language;
  store: StagingStore;
  translated: boolean;
  collection: string;
  fields: Record<string, Field>;
  primaryKey: string | number | null;
  readonly: boolean;
}) {
  const { t } = useTranslation();
  const edited = useStore(props.store, (s) => Object.keys(s.edits).length > 0);
  const rules = useMemo(() => ({ readonly: props.readonly }), [props.readonly]);
  return (
    <div className="translation-panel">
      {!props.translated && !edited && (
        <p className="translation-missing">
          {t('interfaces.translation.not_translated', { language: props.language.name })}
        </p>
      )}
      <Form
        store={props.store}
        collection={props.collection}
        fields={props.fields}
        primaryKey={props.primaryKey}
        newItem={!props.translated}
        rules={rules}
        idPrefix={`translation-${props.language.code}`}
        className="translation-form"
      />
    </div>
  );
}

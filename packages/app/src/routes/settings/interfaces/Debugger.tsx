import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { Notice } from '../../../components/Notice';
import { Select } from '../../../components/Select';
import { Spinner } from '../../../components/Spinner';
import { Switch } from '../../../components/Switch';
import { TextField } from '../../../components/Field';
import { effectiveOptions, hasInterface, useInterface } from '../../../interfaces/registry';
import type { InterfaceModule } from '../../../interfaces/types';
import { Header } from '../../../shell/Header';
import { NotFound } from '../../not-found/NotFound';
import { SettingsTrail } from '../SettingsTrail';
import { OptionsForm } from '../../../interfaces/interface-options/OptionsForm';
import { describeValue } from './describe-value';

/**
 * The interface debugger (product.md §2): pick the type, length and read-only state, edit the
 * options live, and see the Input, the value it emits with its type, and the Display — in the
 * light and the dark theme side by side.
 */
export function Debugger({ project, id }: { project: string; id: string }) {
  const { t } = useTranslation();
  const known = hasInterface(id);
  const { module, loading, error } = useInterface(known ? id : null, null, `$debugger.${id}`);
  if (!known) return <NotFound />;
  return (
    <>
      <Header
        title={module?.meta.name ?? id}
        icon={module?.meta.icon}
        back={{ to: `/${project}/settings/interfaces`, label: t('settings_interfaces') }}
        breadcrumb={
          <SettingsTrail
            project={project}
            middle={{ to: `/${project}/settings/interfaces`, label: t('settings_interfaces') }}
          />
        }
      />
      <div className="page-body settings-screen interface-debugger">
        {loading || (!module && !error) ? (
          <div className="settings-loading">
            <Spinner label={t('loading')} />
          </div>
        ) : error || !module ? (
          <Notice color="danger">{t('interface_debugger.load_failed')}</Notice>
        ) : (
          <Workbench key={module.id} module={module} />
        )}
      </div>
    </>
  );
}

/** The name the debugged field goes by. */
const DEBUG_FIELD = 'debugger';

function Workbench({ module }: { module: InterfaceModule }) {
  const { t } = useTranslation();
  const { meta } = module;
  const types = meta.types.map(String);
  const [type, setType] = useState(types[0] ?? 'string');
  const [length, setLength] = useState(meta.recommended?.length ? String(meta.recommended.length) : '');
  const [readonly, setReadonly] = useState(false);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [value, setValue] = useState<unknown>(meta.recommended?.defaultValue ?? null);
  const inputOptions = useMemo(() => effectiveOptions(meta, options, 'input'), [meta, options]);
  const displayOptions = useMemo(() => effectiveOptions(meta, options, 'display'), [meta, options]);
  const described = describeValue(value);
  const { Input, Display } = module;

  const common = {
    name: DEBUG_FIELD,
    value,
    type,
    length: length || null,
    datatype: null,
    collection: '$debugger',
    relation: null,
  };
  const preview = (theme: 'light' | 'dark') => (
    <section
      className={`debugger-preview theme-scope-${theme}`}
      aria-label={theme === 'light' ? t('interface_debugger.light') : t('interface_debugger.dark')}
      data-theme={theme}
    >
      <h3>
        <Icon name={theme === 'light' ? 'light_mode' : 'dark_mode'} />
        {theme === 'light' ? t('interface_debugger.light') : t('interface_debugger.dark')}
      </h3>
      <div className="debugger-panels">
        <div className="debugger-panel">
          <h4>
            <label htmlFor={`debugger-input-${theme}`}>{t('interface_debugger.input')}</label>
          </h4>
          <Input
            {...common}
            id={module.id}
            readonly={readonly}
            required={false}
            loading={false}
            options={inputOptions}
            newItem
            fields={{}}
            primaryKey={null}
            values={{}}
            width="full"
            onInput={(next) => setValue(next)}
            inputId={`debugger-input-${theme}`}
          />
        </div>
        <div className="debugger-panel">
          <h4>{t('interface_debugger.display')}</h4>
          <div className="debugger-display">
            {value === null || value === undefined || value === '' ? (
              <span className="settings-dim">--</span>
            ) : (
              <Display {...common} values={{ [DEBUG_FIELD]: value }} options={displayOptions} />
            )}
          </div>
        </div>
      </div>
    </section>
  );

  return (
    <div className="debugger-layout">
      <section className="debugger-controls" aria-labelledby="debugger-settings">
        <h2 id="debugger-settings" className="settings-section-title">
          {t('interface_debugger.settings')}
        </h2>
        <Select
          label={t('interface_debugger.type')}
          value={type}
          choices={types.map((x) => ({ value: x, label: x }))}
          onChange={(v) => v && setType(v)}
        />
        <TextField
          label={t('interface_debugger.length')}
          inputMode="numeric"
          value={length}
          onChange={(e) => setLength(e.target.value.replace(/\D/g, ''))}
        />
        <Switch isSelected={readonly} onChange={setReadonly}>
          {t('interface_debugger.readonly')}
        </Switch>
        <h2 className="settings-section-title">{t('interface_debugger.options')}</h2>
        <OptionsForm meta={meta} value={options} onChange={setOptions} idPrefix="debugger" />
      </section>
      <div className="debugger-output">
        <section className="debugger-value" aria-labelledby="debugger-value-title">
          <h2 id="debugger-value-title" className="settings-section-title">
            {t('interface_debugger.value')}
          </h2>
          <p>
            {t('interface_debugger.value_type')}: <code data-testid="debugger-type">{described.type}</code>
          </p>
          <pre className="debugger-json" data-testid="debugger-value">
            {described.text}
          </pre>
        </section>
        {preview('light')}
        {preview('dark')}
      </div>
    </div>
  );
}

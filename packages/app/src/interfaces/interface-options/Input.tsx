import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { OptionsForm } from './OptionsForm';
import { useInterfaceEntry } from '../interfaces/catalogue';
import type { InputProps } from '../types';
import { optionsObject, pickOptions } from './options-value';
import './interface-options.css';

interface Options {
  interfaceField?: string | null;
}

/**
 * The options of the interface chosen in the sibling field `interfaceField`, edited with the form
 * engine the field wizard uses: each option through its own interface, its comment as inline
 * markdown, advanced ones collapsed. Emits the stored options merged with the edit. Notices stand
 * in when no interface is chosen yet or the chosen one has no options. When the sibling changes,
 * options the new interface does not have are dropped.
 */
export default function InterfaceOptionsInput(props: InputProps<Record<string, unknown>, Options>) {
  const { value, options, values, readonly, inputId, onInput } = props;
  const { t } = useTranslation();
  const sibling = options.interfaceField ? values[options.interfaceField] : undefined;
  const entry = useInterfaceEntry(sibling);
  const keys = useMemo(() => Object.keys(entry?.meta.options ?? {}), [entry]);
  const stored = optionsObject(value);
  const current = pickOptions(stored, keys);

  const previous = useRef(sibling);
  const latest = useRef({ stored, current, onInput });
  latest.current = { stored, current, onInput };
  useEffect(() => {
    if (previous.current === sibling) return;
    previous.current = sibling;
    if (readonly) return;
    // A sibling field (interface-types) may stage its own change in this same commit; a host that
    // merges row values from its last render (the repeater) would lose one of the two. Dropping
    // the options waits a tick and uses the callback of the render after that change.
    const timer = setTimeout(() => {
      const { stored: was, current: kept, onInput: emit } = latest.current;
      if (JSON.stringify(was) !== JSON.stringify(kept)) emit(Object.keys(kept).length ? kept : null);
    }, 0);
    return () => clearTimeout(timer);
  }, [sibling, readonly]);

  if (!entry || !keys.length) {
    const none = typeof sibling !== 'string' || sibling === '';
    return (
      <div className="notice interface-options-notice" id={inputId} role="status">
        <Icon name={none ? 'info_outline' : 'settings'} />
        <div className="notice-body">
          {none
            ? t('interfaces.interface-options.select_interface')
            : t('interfaces.interface-options.no_options')}
        </div>
      </div>
    );
  }
  return (
    <fieldset id={inputId} className="interface-options" disabled={readonly}>
      <OptionsForm
        key={entry.id}
        meta={entry.meta}
        value={current}
        onChange={(next) => onInput({ ...current, ...next })}
        idPrefix={inputId}
      />
    </fieldset>
  );
}

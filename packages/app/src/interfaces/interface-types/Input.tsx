import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterfaceEntry } from '../interfaces/catalogue';
import type { InputProps } from '../types';
import './interface-types.css';

interface Options {
  interfaceField?: string | null;
}

/**
 * A select of the field types of the interface chosen in the sibling field `interfaceField`.
 * On mount it emits that interface's first type when the value is not one of its types; whenever
 * the sibling changes it emits the new interface's first type, unless the value already is it.
 */
export default function InterfaceTypesInput(props: InputProps<string, Options>) {
  const { value, options, values, readonly, required, inputId, onInput } = props;
  const { t } = useTranslation();
  const sibling = options.interfaceField ? values[options.interfaceField] : undefined;
  const entry = useInterfaceEntry(sibling);
  const types = (entry?.meta.types ?? []).map(String);
  const first = types[0] ?? null;
  const current = value === null || value === undefined ? '' : String(value);
  const valid = types.includes(current);

  const state = useRef({ mounted: false, sibling, current, valid });
  state.current.current = current;
  state.current.valid = valid;
  const emit = useRef(onInput);
  emit.current = onInput;

  useEffect(() => {
    const s = state.current;
    const firstRun = !s.mounted;
    const changed = s.mounted && s.sibling !== sibling;
    s.mounted = true;
    s.sibling = sibling;
    if (readonly || first === null) return;
    if (firstRun ? !s.valid : changed && s.current !== first) emit.current(first);
  }, [sibling, first, readonly]);

  const chosen = entry !== null;
  return (
    <select
      id={inputId}
      className="input select interface-types-input"
      // Without an interface the stored type means nothing: the select asks for one instead.
      value={chosen ? current : ''}
      disabled={readonly || !chosen}
      onChange={(e) => onInput(e.target.value === '' ? null : e.target.value)}
    >
      {(!chosen || current === '') && (
        <option value="" disabled={required && chosen}>
          {chosen
            ? t('interfaces.interface-types.choose_type')
            : t('interfaces.interface-types.select_interface')}
        </option>
      )}
      {types.map((type) => (
        <option key={type} value={type}>
          {type}
        </option>
      ))}
      {chosen && current !== '' && !valid && <option value={current}>{current}</option>}
    </select>
  );
}

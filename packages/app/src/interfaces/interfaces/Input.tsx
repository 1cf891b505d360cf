import { useTranslation } from 'react-i18next';
import { GROUPS } from '../catalogue';
import { formatTitle } from '../../lib/format';
import { metaText } from '../meta-text';
import type { InputProps } from '../types';
import { offeredInterfaces, useInterfaceCatalogue } from './catalogue';
import './interfaces.css';

interface Options {
  placeholder?: string | null;
  relational?: boolean | null;
  status?: boolean | null;
}

/**
 * A select of the interfaces this app can render (core and extensions), by translated name in
 * the field wizard's groups; emits the interface id. `relational: false` leaves out relational
 * interfaces, `status: false` those whose first type is `status`. A stored id that is not offered
 * stays selected as its own entry.
 */
export default function InterfacesInput(props: InputProps<string, Options>) {
  const { value, options, readonly, required, inputId, onInput } = props;
  const { t } = useTranslation();
  const catalogue = useInterfaceCatalogue();
  const offered = offeredInterfaces(catalogue, {
    relational: options.relational !== false,
    status: options.status !== false,
  });
  const current = value === null || value === undefined ? '' : String(value);
  const known = current === '' || offered.some((e) => e.id === current);
  const placeholder = options.placeholder
    ? metaText(t, 'interfaces', options.placeholder)
    : t('interfaces.interfaces.choose_interface');
  return (
    <select
      id={inputId}
      className="input select interfaces-input"
      value={current}
      disabled={readonly}
      onChange={(e) => onInput(e.target.value === '' ? null : e.target.value)}
    >
      <option value="" disabled={required}>
        {placeholder}
      </option>
      {GROUPS.map((group) => {
        const entries = offered.filter((e) => e.group === group);
        if (!entries.length) return null;
        return (
          // i18n-dynamic: field_wizard.group_<group>, the wizard's interface groups.
          <optgroup key={group} label={t(`field_wizard.group_${group}`)}>
            {entries.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.meta.name}
              </option>
            ))}
          </optgroup>
        );
      })}
      {!known && <option value={current}>{formatTitle(current)}</option>}
    </select>
  );
}

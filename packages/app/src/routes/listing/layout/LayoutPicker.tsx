import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutIds } from './use-layout-module';

/** The info sidebar's layout picker (product.md §2; default tabular). */
export function LayoutPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const ids = layoutIds();
  return (
    <div className="field listing-layout-picker">
      <label htmlFor={id} className="field-label">
        {t('view_type')}
      </label>
      <select id={id} className="input select" value={value} onChange={(e) => onChange(e.target.value)}>
        {!ids.includes(value) && <option value={value}>{value}</option>}
        {ids.map((layout) => (
          <option key={layout} value={layout}>
            {t(`layouts.${layout}.name`, { defaultValue: layout })}
          </option>
        ))}
      </select>
    </div>
  );
}

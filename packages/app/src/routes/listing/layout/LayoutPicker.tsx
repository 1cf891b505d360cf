import { useTranslation } from 'react-i18next';
import { Select } from '../../../components/Select';
import { layoutIds } from '../../../layouts/registry';

/** Icons of the core layouts (app-catalogue.md §2); extensions show a generic one. */
const ICONS: Record<string, string> = {
  tabular: 'view_headline',
  cards: 'view_module',
  calendar: 'date_range',
  timeline: 'format_list_bulleted',
};

/** The info sidebar's layout picker (product.md §2; default tabular). */
export function LayoutPicker({ value, onChange }: { value: string; onChange(id: string): void }) {
  const { t } = useTranslation();
  const ids = layoutIds();
  const choices = (ids.includes(value) ? ids : [value, ...ids]).map((id) => ({
    value: id,
    // i18n-dynamic: layouts.<id>.name of every layout.
    label: t(`layouts.${id}.name`, { defaultValue: id }),
    icon: ICONS[id] ?? 'extension',
  }));
  return (
    <Select label={t('view_type')} choices={choices} value={value} onChange={(id) => id && onChange(id)} />
  );
}

import { useTranslation } from 'react-i18next';
import type { DisplayProps } from '../types';

/** The number, formatted for the UI language when `localized`. */
export default function NumericDisplay({
  value,
  options,
}: DisplayProps<number | string, { localized?: boolean | null }>) {
  const { i18n } = useTranslation();
  const number = Number(value);
  const text =
    options.localized && value !== null && value !== '' && Number.isFinite(number)
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 20 }).format(number)
      : String(value ?? '');
  return <span>{text}</span>;
}

import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../i18n/locales';
import { isRow } from '../related/payload';
import { renderTemplate } from '../template';
import type { DisplayProps } from '../types';
import { languagesFromOption } from './languages';
import { rowForLocale } from './rows';

interface Options {
  languageField?: string | null;
  languages?: unknown;
  template?: string | null;
}

/**
 * The translation in the UI's language through the template (exact locale, else the same
 * language); "Not translated in …" when there is none; without a template, how many there are.
 */
export default function TranslationDisplay({ value, options }: DisplayProps<unknown, Options>) {
  const { t, i18n } = useTranslation();
  const rows = Array.isArray(value) ? value.filter(isRow) : [];
  if (!options.template) return <span>{t('related.items', { count: rows.length })}</span>;
  const row = rowForLocale(rows, options.languageField || 'language', i18n.language);
  const text = row ? renderTemplate(options.template, row).trim() : '';
  if (text) return <span className="translation-display">{text}</span>;
  const locale = i18n.language;
  const name =
    languagesFromOption(options.languages).find((l) => l.code === locale)?.name ??
    (LOCALES as Record<string, string>)[locale] ??
    locale;
  return (
    <span className="field-display-empty">
      {t('interfaces.translation.not_translated', { language: name })}
    </span>
  );
}

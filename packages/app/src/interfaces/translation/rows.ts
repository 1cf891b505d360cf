import { isRow, keyOf, type Row } from '../related/payload';

/** The language code of a translation row (the language field may hold a related object). */
export function languageOf(row: Row, languageField: string, languagePrimaryKey = 'code'): string | null {
  const value = row[languageField];
  const key = isRow(value) ? keyOf(value, languagePrimaryKey) : keyOf(value, languagePrimaryKey);
  return key === null ? null : String(key);
}

/** The row for a UI locale: the exact code, else the same language prefix (`de` for `de-AT`). */
export function rowForLocale(rows: Row[], languageField: string, locale: string): Row | undefined {
  const exact = rows.find((r) => languageOf(r, languageField) === locale);
  if (exact) return exact;
  const prefix = locale.split('-')[0]!.toLowerCase();
  return rows.find((r) => (languageOf(r, languageField) ?? '').split('-')[0]!.toLowerCase() === prefix);
}

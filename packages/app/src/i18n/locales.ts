/** Selectable UI languages (app-catalogue.md §7), with their English display names. */
export const LOCALES: Record<string, string> = {
  'af-ZA': 'Afrikaans (South Africa)',
  'ar-SA': 'Arabic (Saudi Arabia)',
  'ca-ES': 'Catalan (Spain)',
  'zh-CN': 'Chinese (Simplified)',
  'cs-CZ': 'Czech (Czech Republic)',
  'da-DK': 'Danish (Denmark)',
  'nl-NL': 'Dutch (Netherlands)',
  'en-US': 'English (United States)',
  'fi-FI': 'Finnish (Finland)',
  'fr-FR': 'French (France)',
  'de-DE': 'German (Germany)',
  'el-GR': 'Greek (Greece)',
  'he-IL': 'Hebrew (Israel)',
  'hu-HU': 'Hungarian (Hungary)',
  'is-IS': 'Icelandic (Iceland)',
  'id-ID': 'Indonesian (Indonesia)',
  'it-IT': 'Italian (Italy)',
  'ja-JP': 'Japanese (Japan)',
  'ko-KR': 'Korean (Korea)',
  'ms-MY': 'Malay (Malaysia)',
  'no-NO': 'Norwegian (Norway)',
  'pl-PL': 'Polish (Poland)',
  'pt-BR': 'Portuguese (Brazil)',
  'pt-PT': 'Portuguese (Portugal)',
  'ru-RU': 'Russian (Russian Federation)',
  'es-ES': 'Spanish (Spain)',
  'es-419': 'Spanish (Latin America)',
  'zh-TW': 'Taiwanese Mandarin (Taiwan)',
  'tr-TR': 'Turkish (Turkey)',
  'uk-UA': 'Ukrainian (Ukraine)',
  'vi-VN': 'Vietnamese (Vietnam)',
};

export const DEFAULT_LOCALE = 'en-US';

/** Languages written right to left among the selectable ones: Arabic and Hebrew. */
const RIGHT_TO_LEFT = new Set(['ar', 'he']);

/** The writing direction of a locale, for `<html dir>`: the whole layout mirrors for `rtl`. */
export function textDirection(code: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}

/** A selectable code for `code`, or null: exact match first, then the first with the same language. */
export function matchLocale(code: string | null | undefined, loose = false): string | null {
  if (!code) return null;
  if (code in LOCALES) return code;
  const lower = code.toLowerCase();
  const exact = Object.keys(LOCALES).find((c) => c.toLowerCase() === lower);
  if (exact) return exact;
  if (!loose) return null;
  const lang = lower.split('-')[0];
  return Object.keys(LOCALES).find((c) => c.toLowerCase().split('-')[0] === lang) ?? null;
}

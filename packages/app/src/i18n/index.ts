import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US/index.json';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { loadDateFormats } from './dates';

type Messages = Record<string, unknown>;

// Every locale folder except en-US loads on demand (its own chunk).
const messageFiles = import.meta.glob<{ default: Messages }>([
  './locales/*/index.json',
  '!./locales/en-US/**',
]);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: { [DEFAULT_LOCALE]: { translation: enUS } },
  // Message placeholders are `{name}` (app-catalogue.md §6).
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Locale codes whose message file exists (the rest fall back to en-US silently). */
export const TRANSLATED_LOCALES = [DEFAULT_LOCALE, ...Object.keys(messageFiles).map((p) => p.split('/')[2]!)];

/**
 * Switches the UI language (product.md §4): unknown codes are ignored; messages and date formats
 * load lazily and failures are only logged; missing keys fall back to en-US.
 */
export async function setLocale(code: string | null | undefined): Promise<boolean> {
  if (!code || !(code in LOCALES)) return false;
  const file = messageFiles[`./locales/${code}/index.json`];
  if (file && !i18n.hasResourceBundle(code, 'translation')) {
    try {
      i18n.addResourceBundle(code, 'translation', (await file()).default, true, true);
    } catch (err) {
      console.warn("Couldn't fetch language messages", err); // eslint-disable-line no-console
    }
  }
  try {
    await loadDateFormats(code);
  } catch (err) {
    console.warn("Couldn't fetch date formats for language", err); // eslint-disable-line no-console
  }
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
  return true;
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US/index.json';
import enUSInterfaces from './locales/en-US/interfaces.json';
import enUSLayouts from './locales/en-US/layouts.json';
import { DEFAULT_LOCALE, LOCALES } from './locales';
import { notify } from '../stores/notifications';

type Messages = Record<string, unknown>;

// Every locale folder except en-US loads on demand (its own chunks): app messages, interface
// messages (under `interfaces.`) and layout messages (under `layouts.`), deep-merged.
const messageFiles = import.meta.glob<{ default: Messages }>([
  './locales/*/index.json',
  '!./locales/en-US/**',
]);
const interfaceFiles = import.meta.glob<{ default: Messages }>([
  './locales/*/interfaces.json',
  '!./locales/en-US/**',
]);
const layoutFiles = import.meta.glob<{ default: Messages }>([
  './locales/*/layouts.json',
  '!./locales/en-US/**',
]);

const PARTS = [
  { files: messageFiles, name: 'index', prefix: null, failure: "Couldn't fetch language messages" },
  {
    files: interfaceFiles,
    name: 'interfaces',
    prefix: 'interfaces',
    failure: "Couldn't fetch language interface messages",
  },
  {
    files: layoutFiles,
    name: 'layouts',
    prefix: 'layouts',
    failure: "Couldn't fetch language layouts messages",
  },
] as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: {
    [DEFAULT_LOCALE]: { translation: { ...enUS, interfaces: enUSInterfaces, layouts: enUSLayouts } },
  },
  // Message placeholders are `{name}` (app-catalogue.md §6).
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Locale codes whose message file exists (the rest show en-US, with a notice once). */
export const TRANSLATED_LOCALES = [DEFAULT_LOCALE, ...Object.keys(messageFiles).map((p) => p.split('/')[2]!)];

const loaded = new Set<string>();
const noticed = new Set<string>();

/**
 * A selectable locale with no message files yet shows the app in en-US; say so once per locale
 * and session, in English (the only language its messages exist in).
 */
function noticeUntranslated(code: string): void {
  if (TRANSLATED_LOCALES.includes(code) || noticed.has(code)) return;
  noticed.add(code);
  notify({
    title: 'language_not_translated',
    values: { language: LOCALES[code] },
    color: 'accent',
    iconMain: 'translate',
  });
}

/**
 * Switches the UI language (product.md §4): unknown codes are ignored; messages and date formats
 * load lazily and failures are only logged; missing keys fall back to en-US.
 */
export async function setLocale(code: string | null | undefined): Promise<boolean> {
  if (!code || !(code in LOCALES)) return false;
  if (code !== DEFAULT_LOCALE && !loaded.has(code)) {
    loaded.add(code);
    await Promise.all(
      PARTS.map(async (part) => {
        const file = part.files[`./locales/${code}/${part.name}.json`];
        if (!file) return;
        try {
          const messages = (await file()).default;
          i18n.addResourceBundle(
            code,
            'translation',
            part.prefix ? { [part.prefix]: messages } : messages,
            true,
            true,
          );
        } catch (err) {
          loaded.delete(code);
          console.warn(part.failure, err); // eslint-disable-line no-console
        }
      }),
    );
  }
  try {
    // Date formatting (date-fns) is only needed by screens past sign-in: its own chunk.
    const { loadDateFormats } = await import('./dates');
    await loadDateFormats(code);
  } catch (err) {
    console.warn("Couldn't fetch date formats for language", err); // eslint-disable-line no-console
  }
  await i18n.changeLanguage(code);
  document.documentElement.lang = code;
  noticeUntranslated(code);
  return true;
}

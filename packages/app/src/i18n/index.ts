import i18next, { type FormatFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en-US/index.json';
import { DEFAULT_LOCALE, LOCALES, textDirection } from './locales';

type Messages = Record<string, unknown>;

/**
 * Messages come in four files per locale. `index.json` holds what the public pages (sign-in,
 * install, password reset, 2FA set-up) and the shell need; en-US's is bundled so the first paint
 * is translated. The rest load on demand, each its own chunk: `app.json` (the screens past
 * sign-in), `interfaces.json` (under `interfaces.`) and `layouts.json` (under `layouts.`); the
 * startup sequence awaits them ({@link loadScreenMessages}) before any of those screens renders.
 */
const indexFiles = import.meta.glob<{ default: Messages }>(['./locales/*/index.json', '!./locales/en-US/**']);
const appFiles = import.meta.glob<{ default: Messages }>('./locales/*/app.json');
const interfaceFiles = import.meta.glob<{ default: Messages }>('./locales/*/interfaces.json');
const layoutFiles = import.meta.glob<{ default: Messages }>('./locales/*/layouts.json');

interface Part {
  files: Record<string, () => Promise<{ default: Messages }>>;
  name: string;
  prefix: string | null;
  failure: string;
}

const PUBLIC_PART: Part = {
  files: indexFiles,
  name: 'index',
  prefix: null,
  failure: "Couldn't fetch language messages",
};
const SCREEN_PARTS: Part[] = [
  { files: appFiles, name: 'app', prefix: null, failure: "Couldn't fetch language messages" },
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
];

const countFormats = new Map<string, Intl.NumberFormat>();

/** i18next's formatter, run for every placeholder: only a numeric `{count}` changes. */
const formatCount: FormatFunction = (value, _format, lng, options) => {
  if (options?.interpolationkey !== 'count' || typeof value !== 'number' || !lng) return value;
  let format = countFormats.get(lng);
  if (!format) countFormats.set(lng, (format = new Intl.NumberFormat(lng)));
  return format.format(value);
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  resources: {
    [DEFAULT_LOCALE]: { translation: enUS },
  },
  // Message placeholders are `{name}` (app-catalogue.md §6). A `{count}` is written as the
  // language writes numbers (Arabic-Indic digits, thousands separators), like every other number.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}', alwaysFormat: true, format: formatCount },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
  // Messages that arrive after a screen rendered (a language's files loading) re-render it.
  react: { bindI18nStore: 'added' },
});

/**
 * i18next canonicalises a language code (`Intl.getCanonicalLocales`) on every lookup: every `t()`
 * and every render of a component that translates. That was about 15 ms of the main thread when
 * a 40-field form opens. A code's canonical form never changes: it is kept after the first time.
 */
function keepCanonicalCodes(): void {
  const utils = i18n.services.languageUtils as { formatLanguageCode(code: string): string };
  const format = utils.formatLanguageCode.bind(utils);
  const known = new Map<string, string>();
  utils.formatLanguageCode = (code: string) => {
    let formatted = known.get(code);
    if (formatted === undefined) known.set(code, (formatted = format(code)));
    return formatted;
  };
}
keepCanonicalCodes();

/** Loaded (or loading) message files, by `<locale>/<part>`; a failed load is forgotten. */
const parts = new Map<string, Promise<void>>();

function loadPart(code: string, part: Part): Promise<void> {
  const id = `${code}/${part.name}`;
  const file = part.files[`./locales/${code}/${part.name}.json`];
  if (!file) return Promise.resolve();
  let pending = parts.get(id);
  if (!pending) {
    pending = file()
      .then(({ default: messages }) => {
        i18n.addResourceBundle(
          code,
          'translation',
          part.prefix ? { [part.prefix]: messages } : messages,
          true,
          true,
        );
      })
      .catch((err: unknown) => {
        parts.delete(id);
        console.warn(part.failure, err); // eslint-disable-line no-console
      });
    parts.set(id, pending);
  }
  return pending;
}

/** Once a screen past sign-in may render: its messages in en-US (the fallback) and `code`. */
let screensWanted = false;

/** The language of the latest switch, applied or still loading. */
let wantedLocale = DEFAULT_LOCALE;

/** The files `code` needs now: the public pages' (en-US's is bundled), and the screens' once wanted. */
function partsOf(code: string): Part[] {
  return [...(code !== DEFAULT_LOCALE ? [PUBLIC_PART] : []), ...(screensWanted ? SCREEN_PARTS : [])];
}

/** Loads what `code` needs, including the screens' files if they become wanted meanwhile. */
async function loadLanguage(code: string): Promise<void> {
  let parts: Part[];
  do {
    parts = partsOf(code);
    await Promise.all(parts.map((part) => loadPart(code, part)));
  } while (partsOf(code).length > parts.length);
}

/**
 * Loads the messages of the screens past sign-in (app, interfaces, layouts) for en-US, the current
 * language and the one a switch still loads; the startup sequence awaits it. Later language
 * switches load them too.
 */
export async function loadScreenMessages(): Promise<void> {
  screensWanted = true;
  const codes = new Set([DEFAULT_LOCALE, i18n.language, wantedLocale]);
  await Promise.all([...codes].flatMap((code) => SCREEN_PARTS.map((part) => loadPart(code, part))));
}

/**
 * Switches the UI language (product.md §4): unknown codes are ignored; messages and date formats
 * load lazily and failures are only logged; missing keys fall back to en-US.
 */
let latestSwitch = 0;
let datesLoading: Promise<typeof import('./dates')> | null = null;

/**
 * Fetches a language's messages and date formats without switching to it: a language picked in
 * the profile is ready by the time the profile is saved.
 */
export function preloadLanguage(code: string | null | undefined): void {
  if (!code || !(code in LOCALES)) return;
  void loadLanguage(code);
  if (code !== DEFAULT_LOCALE) {
    datesLoading ??= import('./dates');
    void datesLoading.then(({ preloadDateFormats }) => preloadDateFormats(code)).catch(() => undefined);
  }
}

export async function setLocale(code: string | null | undefined): Promise<boolean> {
  if (!code || !(code in LOCALES)) return false;
  // Only the latest switch takes effect: a slower earlier one (the browser's language at start)
  // must not undo the user's language once that has loaded.
  const ticket = ++latestSwitch;
  wantedLocale = code;
  await loadLanguage(code);
  try {
    // Date formatting (date-fns) is only needed by screens past sign-in: its own chunk. Until it
    // is loaded its formats are en-US's, so switching to en-US does not load it (the start of
    // the app, in the browser's language, need not wait for the screens' libraries).
    if (code !== DEFAULT_LOCALE || datesLoading) {
      datesLoading ??= import('./dates');
      const { loadDateFormats } = await datesLoading;
      await loadDateFormats(code, () => ticket === latestSwitch);
    }
  } catch (err) {
    datesLoading = null;
    console.warn("Couldn't fetch date formats for language", err); // eslint-disable-line no-console
  }
  if (ticket !== latestSwitch) return true;
  // Applied at once, with no wait between the check above and the change.
  const changed = i18n.changeLanguage(code);
  document.documentElement.lang = code;
  document.documentElement.dir = textDirection(code);
  await changed;
  return true;
}

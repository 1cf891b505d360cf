import { format, formatDistanceToNow, type Day, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * Date formats of every UI language (issue 25; the original had files for 12 and showed the rest
 * in en-US): month and weekday names and the date order from date-fns' locale, `short` = year,
 * short month, day; `long` adds the short weekday, hour and minute on the clock the language uses
 * (`Intl`'s hour cycle: 12-hour for en-US, 24-hour for German). Each locale is its own chunk.
 */
const loaders: Record<string, () => Promise<Locale>> = {
  'af-ZA': () => import('date-fns/locale/af').then((m) => m.af),
  'ar-SA': () => import('date-fns/locale/ar-SA').then((m) => m.arSA),
  'ca-ES': () => import('date-fns/locale/ca').then((m) => m.ca),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  'cs-CZ': () => import('date-fns/locale/cs').then((m) => m.cs),
  'da-DK': () => import('date-fns/locale/da').then((m) => m.da),
  'nl-NL': () => import('date-fns/locale/nl').then((m) => m.nl),
  'fi-FI': () => import('date-fns/locale/fi').then((m) => m.fi),
  'fr-FR': () => import('date-fns/locale/fr').then((m) => m.fr),
  'de-DE': () => import('date-fns/locale/de').then((m) => m.de),
  'el-GR': () => import('date-fns/locale/el').then((m) => m.el),
  'he-IL': () => import('date-fns/locale/he').then((m) => m.he),
  'hu-HU': () => import('date-fns/locale/hu').then((m) => m.hu),
  'is-IS': () => import('date-fns/locale/is').then((m) => m.is),
  'id-ID': () => import('date-fns/locale/id').then((m) => m.id),
  'it-IT': () => import('date-fns/locale/it').then((m) => m.it),
  'ja-JP': () => import('date-fns/locale/ja').then((m) => m.ja),
  'ko-KR': () => import('date-fns/locale/ko').then((m) => m.ko),
  'ms-MY': () => import('date-fns/locale/ms').then((m) => m.ms),
  'no-NO': () => import('date-fns/locale/nb').then((m) => m.nb),
  'pl-PL': () => import('date-fns/locale/pl').then((m) => m.pl),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  'pt-PT': () => import('date-fns/locale/pt').then((m) => m.pt),
  'ru-RU': () => import('date-fns/locale/ru').then((m) => m.ru),
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'es-419': () => import('date-fns/locale/es').then((m) => m.es),
  'zh-TW': () => import('date-fns/locale/zh-TW').then((m) => m.zhTW),
  'tr-TR': () => import('date-fns/locale/tr').then((m) => m.tr),
  'uk-UA': () => import('date-fns/locale/uk').then((m) => m.uk),
  'vi-VN': () => import('date-fns/locale/vi').then((m) => m.vi),
};

/** Whether the language's clock has 12 hours (en-US "3:05 PM"), as `Intl` knows it. */
export function usesTwelveHours(code: string): boolean {
  const cycle = new Intl.DateTimeFormat(code, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h12' || cycle === 'h11';
}

/** Loaded (or loading) date-fns locales: a preloaded language switches without waiting. */
const loaded = new Map<string, Promise<Locale>>();

function localeOf(code: string): Promise<Locale> {
  let pending = loaded.get(code);
  if (!pending) {
    pending = loaders[code]!();
    pending.catch(() => loaded.delete(code));
    loaded.set(code, pending);
  }
  return pending;
}

/** Starts loading a language's date formats (the profile's language box, before saving). */
export function preloadDateFormats(code: string): void {
  if (code in loaders) void localeOf(code).catch(() => undefined);
}

let current: { code: string; locale: Locale; hour12: boolean } = {
  code: 'en-US',
  locale: enUS,
  hour12: true,
};

/**
 * Loads the date formats of a locale; an unknown one keeps the en-US definitions. `current` is set
 * only while `wanted()` holds (a later language switch wins over a slower earlier one).
 */
export async function loadDateFormats(code: string, wanted: () => boolean = () => true): Promise<void> {
  const loader = loaders[code];
  const locale = loader ? await localeOf(code) : enUS;
  if (!wanted()) return;
  current = loader
    ? { code, locale, hour12: usesTwelveHours(code) }
    : { code: 'en-US', locale: enUS, hour12: true };
}

export function formatDate(date: Date | number, style: 'short' | 'long' = 'short'): string {
  if (style === 'short') return format(date, 'PP', { locale: current.locale });
  return format(date, `EEE, PP, ${current.hour12 ? 'h:mm a' : 'HH:mm'}`, { locale: current.locale });
}

/** "3 days ago" / "in 2 hours" in the current UI language. */
export function formatRelative(date: Date | number): string {
  return formatDistanceToNow(date, { addSuffix: true, locale: current.locale });
}

/** A date-fns pattern (e.g. `MM/dd/yyyy`) in the current UI language. */
export function formatPattern(date: Date | number, pattern: string): string {
  return format(date, pattern, { locale: current.locale });
}

/** The first day of the week where the current UI language is spoken (0 Sunday … 6 Saturday). */
export function weekStartsOn(): Day {
  return current.locale.options?.weekStartsOn ?? 0;
}

/** The short name of a date's weekday in the current UI language ("Mon", "Mo", "月"). */
export function weekdayName(date: Date): string {
  return format(date, 'EEE', { locale: current.locale });
}

import { format, formatDistanceToNow, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

/**
 * Date formats per locale (app-catalogue.md §7): `short` = year, short month, day; `long` adds the
 * short weekday, hour and minute, on a 12-hour clock for en-US, pt-BR and zh-CN only. Locales
 * without a format file use the en-US definitions.
 */
const loaders: Record<string, () => Promise<Locale>> = {
  'cs-CZ': () => import('date-fns/locale/cs').then((m) => m.cs),
  'de-DE': () => import('date-fns/locale/de').then((m) => m.de),
  'fr-FR': () => import('date-fns/locale/fr').then((m) => m.fr),
  'it-IT': () => import('date-fns/locale/it').then((m) => m.it),
  'ms-MY': () => import('date-fns/locale/ms').then((m) => m.ms),
  'nl-NL': () => import('date-fns/locale/nl').then((m) => m.nl),
  'pl-PL': () => import('date-fns/locale/pl').then((m) => m.pl),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  'ru-RU': () => import('date-fns/locale/ru').then((m) => m.ru),
  'sk-SK': () => import('date-fns/locale/sk').then((m) => m.sk),
  'zh-CN': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
};

const HOUR12 = new Set(['en-US', 'pt-BR', 'zh-CN']);

let current: { code: string; locale: Locale; hour12: boolean } = {
  code: 'en-US',
  locale: enUS,
  hour12: true,
};

export function hasDateFormats(code: string) {
  return code === 'en-US' || code in loaders;
}

/**
 * Loads the date formats of a locale; an unknown one keeps the en-US definitions. `current` is set
 * only while `wanted()` holds (a later language switch wins over a slower earlier one).
 */
export async function loadDateFormats(code: string, wanted: () => boolean = () => true): Promise<void> {
  const loader = loaders[code];
  const locale = loader ? await loader() : enUS;
  if (!wanted()) return;
  current = loader
    ? { code, locale, hour12: HOUR12.has(code) }
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

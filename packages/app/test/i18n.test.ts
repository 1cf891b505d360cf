import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../src/i18n';
import { formatDate } from '../src/i18n/dates';
import { matchLocale } from '../src/i18n/locales';
import { browserLocale } from '../src/i18n/public-language';
import { formatBytes } from '../src/lib/bytes';

const localesDir = path.resolve(__dirname, '../src/i18n/locales');

function flatKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
describe('languages', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('loads a locale lazily and falls back to en-US; unknown codes are ignored', async () => {
    expect(await setLocale('de-DE')).toBe(true);
    expect(i18n.language).toBe('de-DE');
    expect(i18n.t('sign_in')).toBe('Anmelden');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(await setLocale('xx-YY')).toBe(false);
    expect(i18n.language).toBe('de-DE');
    // Every selectable language speaks its own words, left to right or right to left.
    expect(await setLocale('ja-JP')).toBe(true);
    expect(i18n.t('sign_in')).not.toBe('Sign In');
    expect(document.documentElement.dir).toBe('ltr');
    expect(await setLocale('ar-SA')).toBe(true);
    expect(document.documentElement.lang).toBe('ar-SA');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('sign_in')).toMatch(/[\u0600-\u06FF]/);
    await setLocale('he-IL');
    expect(document.documentElement.dir).toBe('rtl');
    await setLocale('de-DE');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it("counts in each language's plural forms", async () => {
    await setLocale('pl-PL');
    const forms = [1, 2, 5, 22, 25].map((count) => i18n.t('item_count', { count }));
    // one, few, many, few, many: five distinct Polish words would be wrong, two would be English
    expect(new Set(forms.map((f) => f.replace(/\d+/g, ''))).size).toBe(3);
    expect(forms[1]!.replace('2', '')).toBe(forms[3]!.replace('22', ''));
    expect(forms[2]!.replace('5', '')).toBe(forms[4]!.replace('25', ''));
    await setLocale('ja-JP');
    expect(i18n.t('item_count', { count: 1 }).replace('1', '')).toBe(
      i18n.t('item_count', { count: 7 }).replace('7', ''),
    );
  });

  it('picks the browser language the app speaks, the exact region first', () => {
    expect(browserLocale(['tlh', 'pt-PT', 'pt-BR'])).toBe('pt-PT');
    expect(browserLocale(['pt', 'de'])).toBe('pt-BR');
    expect(browserLocale(['es-MX'])).toBe('es-ES');
    expect(browserLocale(['es-419'])).toBe('es-419');
    expect(browserLocale(['tlh'])).toBeNull();
  });

  it('writes numbers and file sizes as the language does', async () => {
    await setLocale('de-DE');
    expect(formatBytes(1_500_000)).toBe('1,5 MB');
    expect(formatBytes(1_234)).toBe('1,2 kB');
    await setLocale('en-US');
    expect(formatBytes(1_500_000)).toBe('1.5 MB');
  });

  it('matches browser languages to selectable locales', () => {
    expect(matchLocale('de-DE')).toBe('de-DE');
    expect(matchLocale('de')).toBeNull();
    expect(matchLocale('de', true)).toBe('de-DE');
    expect(matchLocale('pt-br')).toBe('pt-BR');
    expect(matchLocale('tlh', true)).toBeNull();
  });

  it('formats dates per locale, 12-hour only where the locale uses it', async () => {
    const date = new Date(2026, 10, 22, 15, 5);
    await setLocale('en-US');
    expect(formatDate(date, 'short')).toBe('Nov 22, 2026');
    expect(formatDate(date, 'long')).toBe('Sun, Nov 22, 2026, 3:05 PM');
    await setLocale('de-DE');
    expect(formatDate(date, 'long')).toMatch(/15:05$/);
    expect(formatDate(date, 'short')).toContain('2026');
    expect(formatDate(date, 'short')).toMatch(/Nov/);
    // Every language has its own month names and clock, not en-US's.
    await setLocale('ja-JP');
    expect(formatDate(date, 'long')).toMatch(/15:05$/);
    expect(formatDate(date, 'short')).toBe('2026/11/22');
    await setLocale('pl-PL');
    expect(formatDate(date, 'short')).toMatch(/lis/);
    await setLocale('ko-KR');
    expect(formatDate(date, 'long')).toMatch(/3:05/);
    // Back to English: the formats follow (en-US alone skips loading them only until they load).
    await setLocale('en-US');
    expect(formatDate(date, 'long')).toBe('Sun, Nov 22, 2026, 3:05 PM');
  });

  it('merges layout messages under layouts., in every complete locale', async () => {
    expect(i18n.t('layouts.tabular.name')).toBe('Tabular');
    await setLocale('fr-FR');
    expect(i18n.t('layouts.calendar.name')).toBe('Calendrier');
    expect(i18n.t('sign_in')).toBe('Se connecter');
    for (const code of ['de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'pt-BR']) {
      const layouts = JSON.parse(fs.readFileSync(path.join(localesDir, code, 'layouts.json'), 'utf8'));
      const enLayouts = JSON.parse(fs.readFileSync(path.join(localesDir, 'en-US', 'layouts.json'), 'utf8'));
      expect(flatKeys(layouts).sort(), code).toEqual(flatKeys(enLayouts).sort());
    }
    vi.restoreAllMocks();
  });
});

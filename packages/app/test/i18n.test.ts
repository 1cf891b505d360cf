import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale } from '../src/i18n';
import { formatDate } from '../src/i18n/dates';
import { matchLocale } from '../src/i18n/locales';

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
    // A selectable locale without a message file shows en-US.
    expect(await setLocale('ja-JP')).toBe(true);
    expect(i18n.t('sign_in')).toBe('Sign In');
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

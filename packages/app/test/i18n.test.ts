import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLocale, TRANSLATED_LOCALES } from '../src/i18n';
import { formatDate } from '../src/i18n/dates';
import { matchLocale } from '../src/i18n/locales';

const localesDir = path.resolve(__dirname, '../src/i18n/locales');
const srcDir = path.resolve(__dirname, '../src');

function flatKeys(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(localesDir, code, 'index.json'), 'utf8'));
const enKeys = flatKeys(read('en-US')).sort();
// Interface and layout messages live in their own files, under `interfaces.` and `layouts.`.
const readPart = (part: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, 'en-US', `${part}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const allEnKeys = [
  ...enKeys,
  ...flatKeys(readPart('interfaces'), 'interfaces.'),
  ...flatKeys(readPart('layouts'), 'layouts.'),
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) ? [p] : [];
  });
}

describe('languages', () => {
  afterEach(async () => {
    await setLocale('en-US');
  });

  it('ships five complete locales besides en-US', () => {
    const complete = ['de-DE', 'fr-FR', 'es-ES', 'nl-NL', 'pt-BR'];
    for (const code of complete) {
      expect(flatKeys(read(code)).sort(), code).toEqual(enKeys);
      expect(TRANSLATED_LOCALES).toContain(code);
    }
  });

  it('has an en-US message for every key the app uses', () => {
    const used = new Set<string>();
    const files = sourceFiles(srcDir).filter(
      (f) => !f.includes(`${path.sep}i18n${path.sep}`) && !/\.test\.tsx?$/.test(f),
    );
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([^']+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/\b(?:title|notify|name): '([a-z_]+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/soon\('([a-z_]+)'\)/g)) used.add(m[1]!);
    }
    const plural = (k: string) => allEnKeys.includes(`${k}_other`);
    const missing = [...used].filter((k) => !allEnKeys.includes(k) && !plural(k));
    expect(missing).toEqual([]);
    for (const code of [-1, 3, 11, 14, 100, 101, 102, 103, 106, 107, 111, 112, 113, 114, 115]) {
      expect(enKeys).toContain(`errors.${code}`);
    }
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

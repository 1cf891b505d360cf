/**
 * Translations that cannot silently rot (issue 14, item 6). Three checks over the source tree,
 * read statically (no rendering):
 *
 * 1. Every message key the code uses has an en-US message. A key counts as used when it appears
 *    as the first argument of `t('…')` / `i18n.t('…')`, as `i18nKey="…"`, as a bus event's
 *    `notify: '…'` or a notification's `title: '…'` / `details: '…'`, as `soon('…')`, or (outside
 *    interface and layout folders) as a module's `name: '…'`.
 * 2. Every selectable locale (`i18n/locales.ts`) ships all four files (index.json, app.json,
 *    interfaces.json, layouts.json) with exactly en-US's keys — a plural group (`x_one` + `x_other`)
 *    in the forms `Intl.PluralRules` gives that language — the same placeholders in every message,
 *    and at most 5% of its messages identical to English (names and codes in {@link SAME_IN_EVERY_LANGUAGE}
 *    aside).
 * 4. Code outside the screens past sign-in uses only keys of index.json (the only file bundled with
 *    the sign-in page; the others load during startup), and no key is in both index and app.
 * 3. Every `$t:` word in an interface or layout folder (its meta) has an en-US message under
 *    `interfaces.<id>.<key>` / `layouts.<id>.<key>`.
 * 5. No key of index.json or app.json is a prefix other messages are merged under (`interfaces`,
 *    `layouts`, `modules`): deep-merged, a message there and the messages under it replace each
 *    other, so which survives would depend on which file arrived last.
 *
 * Dynamic keys: a `t(…)` whose first argument is not a string literal cannot be checked, so it
 * must be declared, either in {@link DYNAMIC_CALLS} below (file + the call's text + the key family
 * it draws from, which must exist in en-US) or by a comment `// i18n-dynamic: <why>` on the same
 * line or the line above. An undeclared dynamic call fails check 1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/i18n/locales';

const appDir = path.resolve(__dirname, '..');
const srcDir = path.join(appDir, 'src');
const localesDir = path.join(srcDir, 'i18n', 'locales');
/** Every selectable language but the source one ships its own messages (issue 25). */
const SHIPPED = Object.keys(LOCALES).filter((code) => code !== 'en-US');
/**
 * English messages that are names or codes, the same in every language: they do not count as
 * untranslated. Words that happen to be the same in a language (German "Status") do count.
 */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Atrium',
  'JSON',
  'ID',
  'PostgreSQL',
  'MySQL / MariaDB',
  'SQLite',
  'JavaScript',
  'PHP',
  'Vue',
  'Markdown',
  'HTML',
  'CSS',
  'SQL',
  'YAML',
  'XML',
  'TypeScript',
  'Python',
  'https://youtube.com/watch?v=…',
  '{ms} ms',
]);
const FILES = ['index', 'app', 'interfaces', 'layouts'] as const;
/**
 * Code that renders only past sign-in, after the startup sequence has loaded `app.json`,
 * `interfaces.json` and `layouts.json`. Every other file (public pages, shell, shared components,
 * stores) may only use keys of `index.json`, the one message file bundled with the sign-in page.
 */
const SCREEN_CODE = [
  /^src\/routes\/(activity|bookmarks|collections|ext|files|graphql|item|listing|settings|trash|users)\//,
  /^src\/(interfaces|layouts|form|extensions|filters|item-select|uploads|realtime)\//,
];

/** Dynamic `t()` calls in today's code: where they are and which key family they read. */
const DYNAMIC_CALLS: { file: string; call: string; family: string | null; why: string }[] = [
  {
    file: 'src/layouts/calendar/MonthPicker.tsx',
    call: 't(`months.${key}`)',
    family: 'months.',
    why: 'month names',
  },
  {
    file: 'src/layouts/cards/Options.tsx',
    call: 't(`layouts.cards.${fit}`)',
    family: 'layouts.cards.',
    why: 'fit names (crop, contain)',
  },
  {
    file: 'src/layouts/tabular/Options.tsx',
    call: 't(s)',
    family: 'comfortable',
    why: 'spacing names (compact, cozy, comfortable)',
  },
  { file: 'src/lib/errors.ts', call: 't(`errors.${code}`)', family: 'errors.', why: 'known API error codes' },
  { file: 'src/shell/ModuleBar.tsx', call: 't(m.name)', family: null, why: 'module names from modules.ts' },
  {
    file: 'src/shell/Notifications.tsx',
    call: 't(n.title, n.values)',
    family: null,
    why: 'notification titles are checked where they are raised',
  },
  {
    file: 'src/shell/Notifications.tsx',
    call: 't(n.details, n.values)',
    family: null,
    why: 'details are keys or already translated text',
  },
  {
    file: 'src/lib/format.ts',
    call: 't(key, { defaultValue',
    family: null,
    why: 'optional lookup with a fallback',
  },
  {
    file: 'src/interfaces/code/Display.tsx',
    call: 't(`interfaces.code.${CODE_LANGUAGES',
    family: 'interfaces.code.',
    why: 'language names of the code interface',
  },
  {
    file: 'src/interfaces/code/Input.tsx',
    call: 't(`interfaces.code.${CODE_LANGUAGES',
    family: 'interfaces.code.',
    why: 'language names of the code interface',
  },
  {
    file: 'src/interfaces/color/ColorSliders.tsx',
    call: 't(`interfaces.color.${channel}`)',
    family: 'interfaces.color.',
    why: 'RGB/HSL channel names',
  },
  {
    file: 'src/interfaces/dropdown/placeholder.ts',
    call: 't(`interfaces.dropdown.${',
    family: 'interfaces.dropdown.',
    why: 'a $t: placeholder option',
  },
  {
    file: 'src/interfaces/icon/Input.tsx',
    call: 't(`interfaces.icon.group_${group}`)',
    family: 'interfaces.icon.group_',
    why: 'icon group names',
  },
  {
    file: 'src/interfaces/markdown/Input.tsx',
    call: 't(`interfaces.markdown.${',
    family: 'interfaces.markdown.',
    why: 'a $t: placeholder option',
  },
  {
    file: 'src/interfaces/meta-text.ts',
    call: 't(`interfaces.${id}.${key}`)',
    family: 'interfaces.',
    why: '$t: words of option values',
  },
  {
    file: 'src/interfaces/slug/Input.tsx',
    call: 't(`interfaces.slug.${',
    family: 'interfaces.slug.',
    why: 'a $t: placeholder option',
  },
  {
    file: 'src/interfaces/switch/Display.tsx',
    call: "t(on ? 'interfaces.switch.true'",
    family: 'interfaces.switch.',
    why: 'on/off label',
  },
  {
    file: 'src/interfaces/tags/Input.tsx',
    call: 't(`interfaces.tags.${',
    family: 'interfaces.tags.',
    why: 'a $t: validation message option',
  },
  {
    file: 'src/interfaces/toggle-icon/Input.tsx',
    call: "t(active ? 'interfaces.toggle-icon.on'",
    family: 'interfaces.toggle-icon.',
    why: 'on/off label',
  },
  {
    file: 'src/interfaces/wysiwyg/Editor.tsx',
    call: 't(`interfaces.wysiwyg.${itemKey(item)}`)',
    family: 'interfaces.wysiwyg.',
    why: 'toolbar button names',
  },
  {
    file: 'src/interfaces/wysiwyg/Editor.tsx',
    call: "t(prompt === 'link'",
    family: 'interfaces.wysiwyg.',
    why: 'link or image URL prompt',
  },
];

type Messages = Record<string, unknown>;

function flatMessages(obj: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    if (v && typeof v === 'object')
      for (const [kk, vv] of flatMessages(v as Messages, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must have, each with the English message it translates: a plural group of
 * en-US (`x_one` and `x_other`) becomes the language's own forms (Polish: one, few, many, other;
 * Japanese: other); a `_zero` message ("no field changed") stays as it is in every language.
 */
function expectedMessages(code: string, english: Map<string, string>): Map<string, string> {
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, text] of english) {
    const base = key.replace(PLURAL, '');
    const group = base !== key && english.has(`${base}_one`) && english.has(`${base}_other`);
    if (group && !key.endsWith('_zero'))
      for (const form of forms) out.set(`${base}_${form}`, english.get(`${base}_other`)!);
    else out.set(key, text);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{[A-Za-z0-9_]+\}/g)]
    .map((m) => m[0])
    .sort()
    .join(' ') || '(none)';

/** Same placeholders; a form for one, two or zero may say its number in words instead of `{count}`/`{n}`. */
function samePlaceholders(key: string, english: string, message: string): boolean {
  const want = placeholders(english);
  const have = placeholders(message);
  if (want === have) return true;
  if (!/_(zero|one|two)$/.test(key)) return false;
  return ['{count}', '{n}'].some(
    (number) =>
      want
        .split(' ')
        .filter((p) => p !== number)
        .join(' ') === have.replace('(none)', ''),
  );
}

export function flatKeys(obj: Messages, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatKeys(v as Messages, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

function readLocale(code: string, file: (typeof FILES)[number]): Messages {
  const p = path.join(localesDir, code, `${file}.json`);
  return fs.existsSync(p) ? (JSON.parse(fs.readFileSync(p, 'utf8')) as Messages) : {};
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    // `testing/` folders hold test helpers, not UI.
    if (e.isDirectory()) return e.name === 'testing' ? [] : sourceFiles(p);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const rel = (file: string) => path.relative(appDir, file).split(path.sep).join('/');

/** en-US keys, with interface and layout messages under their prefixes. */
export function enUSKeys(): Set<string> {
  return new Set([
    ...flatKeys(readLocale('en-US', 'index')),
    ...flatKeys(readLocale('en-US', 'app')),
    ...flatKeys(readLocale('en-US', 'interfaces'), 'interfaces.'),
    ...flatKeys(readLocale('en-US', 'layouts'), 'layouts.'),
  ]);
}

/** Keys used in the source (check 1) and undeclared dynamic calls. */
export function scanUsage(files: string[]): { used: Map<string, string>; undeclared: string[] } {
  const used = new Map<string, string>();
  const undeclared: string[] = [];
  for (const file of files) {
    const name = rel(file);
    if (name.startsWith('src/i18n/')) continue;
    const text = fs.readFileSync(file, 'utf8');
    const lines = text.split('\n');
    const add = (key: string) => used.set(key, name);
    for (const m of text.matchAll(/\bt\(\s*(['"])([^'"]+)\1/g)) add(m[2]!);
    for (const m of text.matchAll(/\bi18nKey=\{?\s*(['"])([^'"]+)\1/g)) add(m[2]!);
    for (const m of text.matchAll(/\b(?:title|notify|details): '([a-z0-9_.]+)'/g)) add(m[1]!);
    for (const m of text.matchAll(/\bsoon\('([a-z0-9_.]+)'\)/g)) add(m[1]!);
    const pluginFolder = /^src\/(interfaces|layouts)\/[^/]+\//.test(name);
    if (!pluginFolder) for (const m of text.matchAll(/\bname: '([a-z0-9_]+)'/g)) add(m[1]!);
    lines.forEach((line, i) => {
      for (const m of line.matchAll(/\bt\(\s*([^'"\s)][^\n]*)/g)) {
        const call = `t(${m[1]!}`;
        const declared =
          /i18n-dynamic:/.test(line) ||
          /i18n-dynamic:/.test(lines[i - 1] ?? '') ||
          DYNAMIC_CALLS.some((d) => d.file === name && call.startsWith(d.call));
        if (!declared) undeclared.push(`${name}:${i + 1}: ${line.trim()}`);
      }
    });
  }
  return { used, undeclared };
}

const hasKey = (keys: Set<string>, key: string) =>
  keys.has(key) || keys.has(`${key}_other`) || keys.has(`${key}_one`);

/**
 * `$t:` words of interface and layout folders (check 3), as full message keys. A meta module
 * shared by several interfaces (`interfaces/related/list-meta.ts`) speaks for each interface
 * whose `meta.ts` imports it.
 */
export function metaKeys(files: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const sharedMeta = /^src\/interfaces\/related\/([a-z-]+-meta)\.ts$/;
  for (const file of files) {
    const m = /^src\/(interfaces|layouts)\/([^/]+)\//.exec(rel(file));
    if (!m || sharedMeta.test(rel(file))) continue;
    const text = fs.readFileSync(file, 'utf8');
    for (const w of text.matchAll(/\$t:([A-Za-z0-9_.-]+)/g)) out.set(`${m[1]}.${m[2]}.${w[1]}`, rel(file));
    if (!rel(file).endsWith('/meta.ts')) continue;
    for (const shared of files.filter((f) => sharedMeta.test(rel(f)))) {
      const name = sharedMeta.exec(rel(shared))![1];
      if (!text.includes(`'../related/${name}'`)) continue;
      for (const w of fs.readFileSync(shared, 'utf8').matchAll(/\$t:([A-Za-z0-9_.-]+)/g))
        out.set(`${m[1]}.${m[2]}.${w[1]}`, rel(shared));
    }
  }
  return out;
}

describe('translations', () => {
  const en = enUSKeys();
  const files = sourceFiles(srcDir);

  it('has an en-US message for every key the code uses, and every dynamic key is declared', () => {
    const { used, undeclared } = scanUsage(files);
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter(([k]) => !hasKey(en, k)).map(([k, file]) => `${k} (${file})`);
    expect(missing, 'keys used in code with no en-US message').toEqual([]);
    expect(undeclared, 'dynamic t() calls: add to DYNAMIC_CALLS or mark // i18n-dynamic: <why>').toEqual([]);
    for (const d of DYNAMIC_CALLS.filter((d) => d.family)) {
      expect(
        [...en].some((k) => k.startsWith(d.family!)),
        `family ${d.family}`,
      ).toBe(true);
    }
    for (const code of [-1, 3, 11, 14, 100, 101, 102, 103, 106, 107, 111, 112, 113, 114, 115]) {
      expect(en.has(`errors.${code}`), `errors.${code}`).toBe(true);
    }
  });

  it('offers every language it ships messages for, and ships messages for every language it offers', () => {
    const folders = fs
      .readdirSync(localesDir)
      .filter((d) => fs.statSync(path.join(localesDir, d)).isDirectory());
    expect(folders.sort()).toEqual(Object.keys(LOCALES).sort());
  });

  it.each(SHIPPED)('%s has exactly the keys of en-US, its plural forms and placeholders', (code) => {
    const problems: string[] = [];
    for (const file of FILES) {
      const theirs = flatMessages(readLocale(code, file));
      const wanted = expectedMessages(code, flatMessages(readLocale('en-US', file)));
      for (const [key, english] of wanted) {
        const message = theirs.get(key);
        if (message === undefined) problems.push(`${file}.json lacks ${key}`);
        else if (!samePlaceholders(key, english, message))
          problems.push(
            `${file}.json ${key}: placeholders ${placeholders(english)} became ${placeholders(message)}`,
          );
      }
      for (const key of theirs.keys())
        if (!wanted.has(key)) problems.push(`${file}.json has an extra ${key}`);
    }
    expect(problems).toEqual([]);
  });

  it.each(SHIPPED)('%s translates at least 95 percent of its messages', (code) => {
    let total = 0;
    const same: string[] = [];
    for (const file of FILES) {
      const english = flatMessages(readLocale('en-US', file));
      const theirs = flatMessages(readLocale(code, file));
      for (const [key, text] of english) {
        total += 1;
        if (theirs.get(key) === text && !SAME_IN_EVERY_LANGUAGE.has(text)) same.push(key);
      }
    }
    expect(same.length / total, `identical to English: ${same.join(', ')}`).toBeLessThanOrEqual(0.05);
  });

  it('has an en-US message for every $t: word of an interface or layout meta', () => {
    const missing = [...metaKeys(files)].filter(([k]) => !en.has(k)).map(([k, file]) => `${k} (${file})`);
    expect(missing).toEqual([]);
  });

  it.each(['en-US', ...SHIPPED])('keeps the message prefixes free in %s', (code) => {
    // i18n/index.ts merges interfaces.json and layouts.json under these; extensions/catalog.ts an
    // extension's own messages under its kind.
    const prefixes = ['interfaces', 'layouts', 'modules'];
    for (const file of ['index', 'app'] as const) {
      const taken = Object.keys(readLocale(code, file)).filter((k) => prefixes.includes(k));
      expect(taken, `${code}/${file}.json`).toEqual([]);
    }
  });

  it('keeps the keys of public pages and the shell in the bundled index.json', () => {
    const index = new Set(flatKeys(readLocale('en-US', 'index')));
    const app = flatKeys(readLocale('en-US', 'app'));
    expect(
      app.filter((k) => index.has(k)),
      'keys in both index.json and app.json',
    ).toEqual([]);
    const publicFiles = files.filter((f) => !SCREEN_CODE.some((r) => r.test(rel(f))));
    expect(publicFiles.length).toBeGreaterThan(20);
    const { used } = scanUsage(publicFiles);
    const misplaced = [...used]
      .filter(([k]) => !k.startsWith('interfaces.') && !k.startsWith('layouts.'))
      .filter(([k]) => !hasKey(index, k) && hasKey(en, k))
      .map(([k, file]) => `${k} (${file})`);
    expect(misplaced, 'keys used before sign-in that only app.json has').toEqual([]);
  });
});

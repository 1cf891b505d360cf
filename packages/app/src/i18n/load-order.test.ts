/**
 * A language's message files are separate chunks, and the startup sequence asks for the screens'
 * messages (`loadScreenMessages`) and switches to the user's language (`setLocale`) at about the
 * same time. Whatever order those calls and the files' arrivals happen in, the language ends up
 * with every message of its four files, and a stale switch never undoes a newer one.
 *
 * Each case takes a fresh copy of the module whose de-DE and fr-FR files arrive only when the case
 * lets them (one at a time, each awaited until its messages are in).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const FILES = ['index', 'app', 'interfaces', 'layouts'] as const;
const HELD = ['de-DE', 'fr-FR'];
const PREFIX: Record<string, string | null> = {
  index: null,
  app: null,
  interfaces: 'interfaces',
  layouts: 'layouts',
};

type Messages = Record<string, unknown>;

function leaves(obj: Messages, prefix: string | null): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return v && typeof v === 'object' ? leaves(v as Messages, key) : [[key, v as string]];
  });
}

/** Every message of `code`'s four files, by full key. */
function messagesOf(code: string): [string, string][] {
  return FILES.flatMap((file) => {
    const text = fs.readFileSync(path.join(__dirname, 'locales', code, `${file}.json`), 'utf8');
    return leaves(JSON.parse(text) as Messages, PREFIX[file]!);
  });
}

function orders<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    orders([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** A fresh `i18n/index.ts` whose held files arrive when {@link arrive} says. */
async function freshI18n() {
  const requested = new Set<string>();
  const gates = new Map<string, { open(): void; opened: Promise<void> }>();
  const gate = (file: string) => {
    let g = gates.get(file);
    if (!g) {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      gates.set(file, (g = { open, opened }));
    }
    return g;
  };
  vi.resetModules();
  for (const code of HELD) {
    for (const file of FILES) {
      const id = `${code}/${file}`;
      vi.doMock(`./locales/${id}.json`, async (importOriginal) => {
        requested.add(id);
        await gate(id).opened;
        return importOriginal();
      });
    }
  }
  const mod = await import('./index');
  /** Lets `id` (`<code>/<file>`) arrive once it is asked for, and waits until it is in. */
  const arrive = async (id: string) => {
    await vi.waitFor(() => expect([...requested], `${id} asked for`).toContain(id));
    const code = id.split('/')[0];
    const added = new Promise<void>((resolve) => {
      const on = (lng: string) => {
        if (lng !== code) return;
        mod.i18n.store.off('added', on);
        resolve();
      };
      mod.i18n.store.on('added', on);
    });
    gate(id).open();
    await added;
  };
  return { ...mod, arrive };
}

type Fresh = Awaited<ReturnType<typeof freshI18n>>;

/** What the store holds that differs from `code`'s files (empty when every message is in). */
function wrong(i18n: Fresh['i18n'], code: string): string[] {
  return messagesOf(code)
    .filter(([key, text]) => i18n.getResource(code, 'translation', key) !== text)
    .map(([key]) => key);
}

describe('loading a language', () => {
  const de = messagesOf('de-DE');
  it('reads the files it checks', () => {
    expect(de.length).toBeGreaterThan(1000);
  });

  it.each([
    ['the screens are wanted, then the switch starts', ['screens', 'switch']],
    ['the switch starts, then the screens are wanted', ['switch', 'screens']],
  ])('ends with all four files, in every arrival order, when %s', async (_, calls) => {
    for (const order of orders(FILES)) {
      const m = await freshI18n();
      const started = calls.map((call) =>
        call === 'screens' ? m.loadScreenMessages() : m.setLocale('de-DE'),
      );
      for (const file of order) await m.arrive(`de-DE/${file}`);
      await Promise.all(started);
      expect(m.i18n.language, order.join(' → ')).toBe('de-DE');
      expect(wrong(m.i18n, 'de-DE'), order.join(' → ')).toEqual([]);
      expect(m.i18n.t('interfaces.2fa-secret.status_off')).toBe('Zwei-Faktor-Authentifizierung ist aus.');
    }
  });

  it('ends with the screens’ messages when the switch finished before they were wanted', async () => {
    const m = await freshI18n();
    const switching = m.setLocale('de-DE');
    await m.arrive('de-DE/index');
    await switching;
    const screens = m.loadScreenMessages();
    for (const file of ['layouts', 'interfaces', 'app']) await m.arrive(`de-DE/${file}`);
    await screens;
    expect(wrong(m.i18n, 'de-DE')).toEqual([]);
  });

  it.each([
    ['the older language arrives first', ['fr-FR', 'de-DE']],
    ['the newer language arrives first', ['de-DE', 'fr-FR']],
  ])('keeps the newer of two switches when %s', async (_, arrivals) => {
    const m = await freshI18n();
    await m.loadScreenMessages();
    const older = m.setLocale('fr-FR');
    const newer = m.setLocale('de-DE');
    const done = { 'fr-FR': older, 'de-DE': newer } as Record<string, Promise<boolean>>;
    for (const code of arrivals) {
      for (const file of FILES) await m.arrive(`${code}/${file}`);
      expect(await done[code]).toBe(true);
    }
    expect(m.i18n.language).toBe('de-DE');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(m.i18n.t('sign_in')).toBe('Anmelden');
    const { formatPattern } = await import('./dates');
    expect(formatPattern(new Date(2026, 10, 22), 'MMMM')).toBe('November');
    expect(wrong(m.i18n, 'de-DE')).toEqual([]);
  });
});

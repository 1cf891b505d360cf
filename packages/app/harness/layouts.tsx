/**
 * Development harness for the listing layouts (not part of the build): one layout rendered with
 * generated items and in-memory preset state, its options panel beside it.
 * `npx vite` in packages/app, then open
 * /admin/harness/layouts.html?layout=tabular&rows=100000&theme=dark&sidebar=0&locale=de-DE
 */
import { StrictMode, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/material-icons/latin-400.css';
import '../src/styles/palette.css';
import '../src/styles/theme.css';
import '../src/styles/base.css';
import { setLocale } from '../src/i18n';
import type { Item, LayoutModule, LayoutProps } from '../src/layouts/types';
import { FIELDS, makeItems, sortItems } from './layoutsData';

const modules = import.meta.glob<{ default: LayoutModule }>('../src/layouts/*/index.ts');
const params = new URLSearchParams(location.search);
document.body.className = `private ${params.get('theme') ?? 'light'}`;
const layoutId = params.get('layout') ?? 'tabular';
const rowCount = Number(params.get('rows') ?? (layoutId === 'tabular' ? 100_000 : 300));
const PAGE = 200;
const DELAY = Number(params.get('delay') ?? 150);

const DEFAULTS: Record<string, { query: Record<string, unknown>; options: Record<string, unknown> }> = {
  tabular: {
    query: { fields: 'title,status,author,published_on,score,summary' },
    options: { widths: { status: 120 } },
  },
  cards: { query: {}, options: { src: 'cover', title: 'title', subtitle: 'status' } },
  calendar: { query: {}, options: { date: 'event_date', time: 'event_time', title: 'title', color: 'tone' } },
  timeline: {
    query: {},
    options: {
      date: 'published_on',
      title: '{{ title }} by {{ author.first_name }}',
      content: 'summary',
      color: 'tone',
    },
  },
};

const client = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

function Harness({ module }: { module: LayoutModule }) {
  const all = useMemo(() => makeItems(rowCount), []);
  const [viewQuery, setViewQuery] = useState<Record<string, unknown>>(DEFAULTS[layoutId]?.query ?? {});
  const [viewOptions, setViewOptions] = useState<Record<string, unknown>>(DEFAULTS[layoutId]?.options ?? {});
  const [selection, setSelection] = useState<(string | number)[]>([]);
  const sorted = useMemo(() => sortItems(all, viewQuery.sort as string | undefined), [all, viewQuery.sort]);
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(true);
  const [lazyLoading, setLazyLoading] = useState(false);
  const [edits, setEdits] = useState<Map<unknown, Item>>(new Map());
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    setLoading(true);
    setPages(1);
    timer.current = window.setTimeout(() => setLoading(false), DELAY * 2);
    return () => window.clearTimeout(timer.current);
  }, [sorted]);

  const items = useMemo(() => {
    const page = loading ? [] : sorted.slice(0, pages * PAGE);
    return edits.size
      ? sortItems(
          page.map((i) => ({ ...i, ...edits.get(i.id) })),
          viewQuery.sort as string,
        )
      : page;
  }, [loading, sorted, pages, edits, viewQuery.sort]);

  const onNextPage = useCallback(() => {
    setLazyLoading(true);
    window.setTimeout(() => {
      setPages((p) => p + 1);
      setLazyLoading(false);
    }, DELAY);
  }, []);
  const onQuery = useCallback(
    (partial: Record<string, unknown>) => setViewQuery((q) => ({ ...q, ...partial })),
    [],
  );
  const onOptions = useCallback(
    (partial: Record<string, unknown>) => setViewOptions((o) => ({ ...o, ...partial })),
    [],
  );
  const onInput = useCallback((rows: Item[]) => {
    (window as unknown as { lastInput: Item[] }).lastInput = rows;
    setEdits((m) => {
      const next = new Map(m);
      for (const row of rows) next.set(row.id, { ...next.get(row.id), ...row });
      return next;
    });
  }, []);
  const fetchItems = useCallback(
    (p: Record<string, unknown>) => {
      const filter = p.filter as Record<string, { between: string }>;
      const [column, rule] = Object.entries(filter)[0]!;
      const [from, to] = rule.between.split(',') as [string, string];
      (window as unknown as { lastFetch: unknown }).lastFetch = p;
      const hits = all.filter((i) => {
        const v = String(i[column]);
        return v >= from.slice(0, v.length) && v <= to;
      });
      return new Promise<Item[]>((resolve) => window.setTimeout(() => resolve(hits), DELAY));
    },
    [all],
  );

  const props: LayoutProps = {
    collection: 'articles',
    primaryKeyField: 'id',
    fields: FIELDS,
    items,
    viewQuery,
    viewOptions,
    loading,
    lazyLoading,
    selection,
    link: (item) => `/collections/articles/${String(item.id)}`,
    sortField: 'sort',
    total: rowCount,
    onQuery,
    onOptions,
    onSelect: setSelection,
    onNextPage,
    onInput,
    fetchItems,
    queryKey: ['harness', 'articles'],
  };
  const View = module.View as ComponentType<LayoutProps>;
  const Options = module.Options as ComponentType<LayoutProps>;
  const sidebar = params.get('sidebar') !== '0';
  return (
    <div style={{ display: 'flex', height: '100dvh' }}>
      <main
        style={{ flex: 1, minWidth: 0, padding: '16px 32px 0', display: 'flex', flexDirection: 'column' }}
      >
        <p data-testid="state" style={{ margin: '0 0 8px', color: 'var(--note-text-color)', fontSize: 13 }}>
          {items.length} / {rowCount} · {String(viewQuery.sort ?? 'id')} · {selection.length}
        </p>
        <div style={{ flex: 1, minHeight: 0 }}>
          <View {...props} />
        </div>
      </main>
      {sidebar && (
        <aside
          style={{
            width: 284,
            padding: 20,
            overflow: 'auto',
            background: 'var(--sidebar-background-color)',
            color: 'var(--sidebar-text-color)',
          }}
        >
          <Options {...props} />
        </aside>
      )}
    </div>
  );
}

const load = modules[`../src/layouts/${layoutId}/index.ts`];
if (!load) throw new Error(`No layout ${layoutId}`);
void Promise.all([load(), setLocale(params.get('locale') ?? 'en-US')]).then(([m]) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Harness module={m.default} />
      </QueryClientProvider>
    </StrictMode>,
  );
});

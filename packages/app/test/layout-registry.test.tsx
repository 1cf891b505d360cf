import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScriptImporter, type ExtensionHost } from '../src/extensions/assets';
import { setExtensionLists } from '../src/extensions/catalog';
import {
  clearLayouts,
  coreLayoutIds,
  layoutIds,
  loadLayout,
  resolveLayout,
  useLayout,
} from '../src/layouts/registry';
import type { LayoutProps } from '../src/layouts/types';
import { useNotifications } from '../src/stores/notifications';

const path = (id: string) => `extensions/custom/layouts/${id}/meta.json`;
let imported: string[];

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  imported = [];
  setScriptImporter(async (url) => {
    imported.push(url);
    if (url.includes('/broken/')) throw new TypeError('Failed to fetch dynamically imported module');
    const part = url.split('/').pop()!;
    return {
      default: (host: ExtensionHost) => () =>
        host.React.createElement('p', null, `${host.extension.id} ${part}`),
    };
  });
  setExtensionLists('https://cms.example/api/', {
    interfaces: [],
    layouts: [
      {
        id: 'kanban',
        path: path('kanban'),
        name: '$t:name',
        icon: 'view_week',
        translation: { 'en-US': { name: 'Kanban' } },
      },
      { id: 'broken', path: path('broken'), name: 'Broken Board' },
      ...(coreLayoutIds().includes('tabular') ? [] : [{ id: 'tabular', path: path('tabular') }]),
    ],
    modules: [],
  });
});

afterEach(() => {
  setScriptImporter(undefined);
  clearLayouts();
  useNotifications.getState().clear();
});

describe('layout registry', () => {
  it('loads an extension layout (layout.js = View, options.js = Options) on demand from the API root', async () => {
    expect(layoutIds()).toContain('kanban');
    expect(imported).toEqual([]);
    const layout = await loadLayout('kanban');
    expect(imported.sort()).toEqual([
      'https://cms.example/api/extensions/custom/layouts/kanban/layout.js',
      'https://cms.example/api/extensions/custom/layouts/kanban/options.js',
    ]);
    expect(layout.meta).toEqual({ name: '$t:name', icon: 'view_week' });
  });

  it('falls back to tabular with a red extension_error toast when a layout fails to load', async () => {
    const { module, fallback } = await resolveLayout('broken');
    expect(fallback).toBe(true);
    expect(module.id).toBe('tabular');
    expect(useNotifications.getState().queue[0]).toMatchObject({
      title: 'extension_error',
      color: 'danger',
      values: { ext: 'Broken Board' },
    });
  });

  it('useLayout gives the View and the translated meta', async () => {
    function Listing() {
      const { module } = useLayout('kanban');
      if (!module) return <p>loading</p>;
      return (
        <section aria-label={module.meta.name}>
          <module.View {...({} as LayoutProps)} />
        </section>
      );
    }
    render(<Listing />);
    expect(screen.getByText('loading')).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Kanban' });
    expect(section.textContent).toBe('kanban layout.js');
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetUrl, setScriptImporter, type ExtensionHost } from '../src/extensions/assets';
import { setExtensionLists } from '../src/extensions/catalog';
import { ExtensionModulePage } from '../src/extensions/ExtensionModulePage';
import { clearExtensionModules } from '../src/extensions/modules';
import { useNotifications } from '../src/stores/notifications';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setScriptImporter(async (url) => {
    if (url.includes('/broken/')) throw new TypeError('Failed to fetch dynamically imported module');
    return {
      default: (host: ExtensionHost) =>
        function Page({ project }: { project: string }) {
          return host.React.createElement('h1', null, `Reports for ${project}`);
        },
    };
  });
  setExtensionLists('/', {
    interfaces: [],
    layouts: [],
    modules: [
      { id: 'reports', path: 'extensions/custom/modules/reports/meta.json', name: 'Reports' },
      { id: 'broken', path: 'extensions/custom/modules/broken/meta.json', name: 'Broken Module' },
    ],
  });
});

afterEach(() => {
  setScriptImporter(undefined);
  clearExtensionModules();
  useNotifications.getState().clear();
});

describe('module extensions (ext/:id)', () => {
  it('builds asset URLs from the API root plus the path, replacing meta.json', () => {
    expect(assetUrl('https://a.example/', 'extensions/custom/modules/x/meta.json', 'module.js')).toBe(
      'https://a.example/extensions/custom/modules/x/module.js',
    );
    expect(assetUrl('https://a.example/api', '/extensions/x/meta.json', 'module.css')).toBe(
      'https://a.example/api/extensions/x/module.css',
    );
  });

  it('renders the module page once module.js has loaded', async () => {
    render(<ExtensionModulePage id="reports" project="demo" />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Reports for demo' })).toBeTruthy();
  });

  it('shows a fallback and a red extension_error toast when module.js fails', async () => {
    render(<ExtensionModulePage id="broken" project="demo" />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(useNotifications.getState().queue[0]).toMatchObject({
      title: 'extension_error',
      values: { ext: 'Broken Module' },
    });
  });
});

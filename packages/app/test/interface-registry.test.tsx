import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScriptImporter, type ExtensionHost } from '../src/extensions/assets';
import { setExtensionLists, type ExtensionEntry } from '../src/extensions/catalog';
import { i18n } from '../src/i18n';
import {
  clearInterfaces,
  coreInterfaceIds,
  effectiveOptions,
  fallbackInterfaceId,
  hasInterface,
  interfaceIds,
  loadInterface,
  resolveInterface,
  useInterface,
} from '../src/interfaces/registry';
import type { DisplayProps, InputProps } from '../src/interfaces/types';
import { useNotifications } from '../src/stores/notifications';

const ROOT = 'https://cms.example/';

/** A fake extension script: setup(host) returns a component that names its part. */
function script(part: string) {
  return {
    default: (host: ExtensionHost): ComponentType<InputProps & DisplayProps> =>
      function Part(props) {
        return host.React.createElement(
          'output',
          { 'aria-label': part },
          `${props.name}=${String(props.value)}`,
        );
      },
  };
}

const entry = (id: string, extra: Partial<ExtensionEntry> = {}): ExtensionEntry => ({
  id,
  path: `extensions/custom/interfaces/${id}/meta.json`,
  ...extra,
});

let imported: string[];
let broken: Set<string>;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  imported = [];
  broken = new Set(['https://cms.example/extensions/custom/interfaces/broken/input.js']);
  setScriptImporter(async (url) => {
    imported.push(url);
    if (broken.has(url)) throw new TypeError('Failed to fetch dynamically imported module');
    return script(url.split('/').pop()!.replace('.js', ''));
  });
  setExtensionLists(ROOT, {
    interfaces: [
      entry('geo-pin', {
        name: '$t:name',
        options: { zoom: { name: '$t:zoom', interface: 'numeric', default: 0 } },
        translation: { 'en-US': { name: 'Map', zoom: 'Zoom level' } },
      }),
      entry('broken', { name: 'Broken Thing' }),
      // Stand-ins for the core fallbacks, for builds where those folders don't exist yet.
      ...['text-input', 'textarea', 'numeric']
        .filter((id) => !coreInterfaceIds().includes(id))
        .map((id) => entry(id)),
    ],
    layouts: [],
    modules: [],
  });
});

afterEach(() => {
  setScriptImporter(undefined);
  clearInterfaces();
  useNotifications.getState().clear();
});

describe('option defaults (app-catalogue §0)', () => {
  const meta = {
    options: {
      min: { name: 'Min', interface: 'numeric', default: 0 },
      placeholder: { name: 'Placeholder', interface: 'text-input', default: '' },
      trim: { name: 'Trim', interface: 'switch', default: false },
      rows: { name: 'Rows', interface: 'numeric', default: 5 },
      font: { name: 'Font', interface: 'dropdown' },
    },
  };

  it('turns falsy defaults into null and lets saved options override', () => {
    expect(effectiveOptions(meta, { rows: 9 }, 'input')).toEqual({
      min: null,
      placeholder: null,
      trim: null,
      rows: 9,
      font: null,
    });
    expect(effectiveOptions(meta, null, 'display')).toMatchObject({ rows: 5 });
  });

  it('gives no defaults at all on the input side when the saved options are []', () => {
    expect(effectiveOptions(meta, [], 'input')).toEqual({});
    expect(effectiveOptions(meta, [], 'display')).toMatchObject({ rows: 5, min: null });
  });
});

describe('the datatype fallback', () => {
  it.each([
    ['VARCHAR', 'text-input'],
    ['char(2)', 'text-input'],
    ['LONGTEXT', 'textarea'],
    ['TEXT', 'textarea'],
    ['TINYINT', 'switch'],
    ['INT', 'numeric'],
    ['BIGINT', 'numeric'],
    ['YEAR', 'numeric'],
    ['DECIMAL(10,2)', 'numeric'],
    ['DOUBLE', 'numeric'],
    ['DATE', 'date'],
    ['DATETIME', 'datetime'],
    ['TIMESTAMP', 'time'],
    ['TIME', 'time'],
    [null, 'text-input'],
  ])('%s → %s', (datatype, id) => {
    expect(fallbackInterfaceId(datatype)).toBe(id);
  });
});

describe('extension interfaces', () => {
  it('loads input.js and display.js from the API root plus the path, only when asked, once', async () => {
    expect(hasInterface('geo-pin')).toBe(true);
    expect(interfaceIds()).toContain('geo-pin');
    expect(imported).toEqual([]);
    const module = await loadInterface('geo-pin');
    await loadInterface('geo-pin');
    expect(imported.sort()).toEqual([
      'https://cms.example/extensions/custom/interfaces/geo-pin/display.js',
      'https://cms.example/extensions/custom/interfaces/geo-pin/input.js',
    ]);
    expect(module.id).toBe('geo-pin');
    const styles = [...document.head.querySelectorAll('link[rel=stylesheet]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(styles).toContain('https://cms.example/extensions/custom/interfaces/geo-pin/input.css');
  });

  it('rejects an unknown id', async () => {
    await expect(loadInterface('nope')).rejects.toThrow('Unknown interface "nope"');
  });
});

describe('an unknown or broken interface', () => {
  it('falls back by datatype, shows the raw value and raises a red no_interface_error toast once', async () => {
    const first = await resolveInterface('gone', { datatype: 'VARCHAR', field: 'title' });
    await resolveInterface('gone', { datatype: 'VARCHAR', field: 'title' });
    expect(first.fallback).toBe(true);
    expect(first.module.id).toBe('text-input');
    const queue = useNotifications.getState().queue;
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      title: 'no_interface_error',
      color: 'danger',
      values: { field: 'title' },
    });
    expect(i18n.t(queue[0]!.title, queue[0]!.values)).toContain('"title"');
    const Display = first.module.Display as ComponentType<Partial<DisplayProps>>;
    render(<Display value={{ lat: 1 }} />);
    expect(screen.getByText('{"lat":1}')).toBeTruthy();
  });

  it('raises extension_error with the name of an extension whose script fails', async () => {
    const result = await resolveInterface('broken', { datatype: 'INT', field: 'count' });
    expect(result.module.id).toBe('numeric');
    expect(useNotifications.getState().queue[0]).toMatchObject({
      title: 'extension_error',
      values: { ext: 'Broken Thing' },
    });
  });
});

describe('useInterface', () => {
  function Field({ id }: { id: string }) {
    const { module, loading, fallback } = useInterface(id, 'VARCHAR', 'location');
    if (loading || !module) return <p>loading</p>;
    const Input = module.Input as ComponentType<Partial<InputProps>>;
    return (
      <div>
        <h2>{module.meta.name}</h2>
        <p>{module.meta.options.zoom?.name}</p>
        {fallback && <p>fallback</p>}
        <Input
          name="location"
          value="here"
          options={effectiveOptions(module.meta, null, 'input')}
          onInput={() => {}}
        />
      </div>
    );
  }

  it('shows loading, then the interface with its $t: meta words translated', async () => {
    render(<Field id="geo-pin" />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Map' })).toBeTruthy();
    expect(screen.getByText('Zoom level')).toBeTruthy();
    expect(screen.getByLabelText('input').textContent).toBe('location=here');
    expect(screen.queryByText('fallback')).toBeNull();
  });

  it('renders the fallback for an unknown interface', async () => {
    render(<Field id="missing-one" />);
    expect(await screen.findByText('fallback')).toBeTruthy();
    expect(useNotifications.getState().queue[0]).toMatchObject({ title: 'no_interface_error' });
  });
});

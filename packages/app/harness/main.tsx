/**
 * Development harness (not part of the build): every interface folder rendered with its Input and
 * Display side by side, so each can be seen and screenshotted in Chromium, light and dark.
 * `npx vite` in packages/app, then open /admin/harness/index.html?only=<id>&theme=dark&type=<type>.
 * The harness reads `harness.ts` of an interface folder when there is one (sample values and
 * options), otherwise renders with no value.
 */
import { StrictMode, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/latin-300.css';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/material-icons/latin-400.css';
import '../src/styles/palette.css';
import '../src/styles/theme.css';
import '../src/styles/base.css';
import '../src/i18n';
import { defaultField, type Field } from '@atrium/sdk';
import type { InterfaceModule } from '../src/interfaces/types';

interface Sample {
  type?: string;
  value?: unknown;
  options?: Record<string, unknown>;
  length?: string | number | null;
  datatype?: string | null;
  readonly?: boolean;
}

const modules = import.meta.glob<{ default: InterfaceModule }>('../src/interfaces/*/index.ts', {
  eager: true,
});
const samples = import.meta.glob<{ default: Sample[] }>('../src/interfaces/*/harness.ts', { eager: true });

const params = new URLSearchParams(location.search);
document.body.className = `private ${params.get('theme') ?? 'light'}`;
const only = params.get('only');

function field(name: string, type: string, iface: string): Field {
  return defaultField({ id: 1, collection: 'harness', field: name, type, interface: iface, sort: 1 });
}

function Case({ mod, sample, index }: { mod: InterfaceModule; sample: Sample; index: number }) {
  const [value, setValue] = useState<unknown>(sample.value ?? null);
  const type = sample.type ?? mod.meta.types[0] ?? 'string';
  const name = `${mod.id}_${index}`;
  const options: Record<string, unknown> = {};
  for (const [key, o] of Object.entries(mod.meta.options)) options[key] = o.default || null;
  Object.assign(options, sample.options);
  const common = {
    name,
    type,
    options,
    length: sample.length ?? null,
    datatype: sample.datatype ?? null,
    collection: 'harness',
    relation: null,
    values: { [name]: value },
  };
  const { Input, Display } = mod;
  return (
    <tr data-interface={mod.id}>
      <td style={{ width: 300, verticalAlign: 'top', padding: 12 }}>
        <Input
          {...common}
          id={mod.id}
          inputId={`input-${name}`}
          value={value}
          readonly={!!sample.readonly}
          required={false}
          loading={false}
          newItem={false}
          fields={{ [name]: field(name, type, mod.id) }}
          primaryKey={1}
          width="full"
          onInput={setValue}
        />
      </td>
      <td style={{ verticalAlign: 'top', padding: 12 }}>
        <code data-testid="emitted">{JSON.stringify(value)}</code>
      </td>
      <td style={{ verticalAlign: 'top', padding: 12 }}>
        <Display {...common} value={value} />
      </td>
    </tr>
  );
}

function Harness() {
  const rows: ReactNode[] = [];
  for (const [path, mod] of Object.entries(modules)) {
    const m = mod.default;
    if (only && m.id !== only) continue;
    const list = samples[path.replace('index.ts', 'harness.ts')]?.default ?? [{}];
    const typed = params.get('type');
    list
      .filter((s) => !typed || (s.type ?? m.meta.types[0]) === typed)
      .forEach((s, i) => rows.push(<Case key={`${m.id}-${i}`} mod={m} sample={s} index={i} />));
  }
  return (
    <main style={{ padding: 32 }}>
      <table>
        <tbody>{rows}</tbody>
      </table>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);

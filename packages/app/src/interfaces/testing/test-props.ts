/**
 * Props for interface unit tests: an Input or Display of a module rendered with its option
 * defaults (the `default || null` rule of the registry) plus the overrides a test needs.
 */
import { vi } from 'vitest';
import { effectiveOptions } from '../registry';
import type { DisplayProps, InputProps, InterfaceModule } from '../types';

type Overrides<P> = Partial<Omit<P, 'options'>> & { options?: Record<string, unknown> };

export function inputProps<V = unknown>(
  mod: InterfaceModule,
  overrides: Overrides<InputProps<V>> = {},
): InputProps<V> {
  const { options, ...rest } = overrides;
  return {
    id: mod.id,
    name: 'field',
    value: null,
    type: mod.meta.types[0] ?? 'string',
    length: null,
    datatype: null,
    readonly: false,
    required: false,
    loading: false,
    newItem: false,
    relation: null,
    fields: {},
    collection: 'things',
    primaryKey: 1,
    values: {},
    width: 'full',
    inputId: 'input-field',
    onInput: vi.fn(),
    ...rest,
    options: effectiveOptions(mod.meta, options ?? null, 'input'),
  };
}

export function displayProps<V = unknown>(
  mod: InterfaceModule,
  overrides: Overrides<DisplayProps<V>> = {},
): DisplayProps<V> {
  const { options, ...rest } = overrides;
  return {
    name: 'field',
    value: null,
    type: mod.meta.types[0] ?? 'string',
    length: null,
    datatype: null,
    values: {},
    collection: 'things',
    relation: null,
    ...rest,
    options: effectiveOptions(mod.meta, options ?? null, 'display'),
  };
}

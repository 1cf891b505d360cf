/**
 * Props for rendering an interface's Input or Display in a unit test: the meta's effective option
 * defaults (the `default || null` rule of the registry) merged with what the test overrides.
 */
import type { DisplayProps, InputProps, InterfaceModule } from '../types';
import { effectiveOptions } from '../registry';

/** The field name tests render under. */
export const TEST_FIELD = 'field';

export function inputProps<V = unknown>(
  mod: InterfaceModule,
  overrides: Partial<InputProps<V>> & { options?: Record<string, unknown> } = {},
): InputProps<V> {
  const { options, ...rest } = overrides;
  return {
    id: mod.id,
    name: TEST_FIELD,
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
    onInput: () => {},
    ...rest,
    options: { ...effectiveOptions(mod.meta, null, 'input'), ...options },
  };
}

export function displayProps<V = unknown>(
  mod: InterfaceModule,
  overrides: Partial<DisplayProps<V>> & { options?: Record<string, unknown> } = {},
): DisplayProps<V> {
  const { options, ...rest } = overrides;
  return {
    name: TEST_FIELD,
    value: null,
    type: mod.meta.types[0] ?? 'string',
    length: null,
    datatype: null,
    values: {},
    collection: 'things',
    relation: null,
    ...rest,
    options: { ...effectiveOptions(mod.meta, null, 'display'), ...options },
  };
}

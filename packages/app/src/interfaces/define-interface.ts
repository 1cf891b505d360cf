import type { ComponentType } from 'react';
import type { DisplayProps, InputProps, InterfaceMeta, InterfaceModule } from './types';

/**
 * Types an interface module against its own value and option shapes (Input and Display may read
 * different options), then widens it to the registry's `InterfaceModule`: the form engine passes
 * values and options it cannot know statically.
 */
export function defineInterface<V, I, D>(mod: {
  id: string;
  meta: InterfaceMeta;
  Input: ComponentType<InputProps<V, I>>;
  Display: ComponentType<DisplayProps<V, D>>;
}): InterfaceModule {
  return mod as unknown as InterfaceModule;
}

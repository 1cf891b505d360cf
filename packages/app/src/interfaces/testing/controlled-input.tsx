import { useState } from 'react';
import type { InputProps, InterfaceModule } from '../types';

/**
 * Renders an Input the way the form engine does in tests: what it emits becomes its next `value`,
 * and every emitted value is also reported to `props.onInput`.
 */
export function ControlledInput({ mod, ...props }: InputProps & { mod: InterfaceModule }) {
  const [value, setValue] = useState(props.value);
  const { Input } = mod;
  return (
    <Input
      {...props}
      value={value}
      onInput={(next) => {
        setValue(next);
        props.onInput(next);
      }}
    />
  );
}

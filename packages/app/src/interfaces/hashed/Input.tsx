import type { InputProps } from '../types';
import SecretInput from './SecretInput';

export default function HashedInput(props: InputProps<string>) {
  return <SecretInput {...(props as Parameters<typeof SecretInput>[0])} messages="hashed" />;
}

import type { InputProps } from '../types';
import SecretInput, { type SecretOptions } from './SecretInput';

export default function HashedInput(props: InputProps<string, SecretOptions>) {
  return <SecretInput {...props} messages="hashed" />;
}

import type { InputProps } from '../types';
import SecretInput, { type SecretOptions } from '../hashed/SecretInput';

/** Like hashed, hidden by default; the server's hook hashes the typed password on save. */
export default function PasswordInput(props: InputProps<string, SecretOptions>) {
  return <SecretInput {...props} messages="password" />;
}

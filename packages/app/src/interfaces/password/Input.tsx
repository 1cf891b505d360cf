import type { InputProps } from '../types';
import SecretInput from '../hashed/SecretInput';

/** Like hashed, hidden by default; the server's hook hashes the typed password on save. */
export default function PasswordInput(props: InputProps<string>) {
  return <SecretInput {...(props as Parameters<typeof SecretInput>[0])} messages="password" />;
}

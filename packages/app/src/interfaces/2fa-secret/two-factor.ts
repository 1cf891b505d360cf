/**
 * The calls behind the 2fa-secret interface (api.md §2.7): a fresh secret, activation with a
 * code from the authenticator (the user themself through `me`, an admin for anyone), and
 * disabling by clearing the stored secret.
 */
import { api } from '../../api/client';

export function newSecret(project: string): Promise<string> {
  return api.get2faSecret(project);
}

export async function activate(project: string, user: number | 'me', secret: string, otp: string) {
  await api.request('POST', `users/${user}/activate_2fa`, { project, body: { '2fa_secret': secret, otp } });
}

export async function disable(project: string, user: number) {
  await api.updateItem(project, 'directus_users', user, { '2fa_secret': null });
}

/** otpauth URI an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, issuer: string, account: string) {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

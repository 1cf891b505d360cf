import { authenticator } from 'otplib';

/** TOTP as api.md §2.7: RFC 6238, SHA-1, 6 digits, 30 s steps, ±2 steps accepted. */
const totp = authenticator.clone({ window: 2, digits: 6, step: 30 });

/** 16 base32 characters (10 random bytes). */
export function generateTotpSecret(): string {
  return totp.generateSecret(10);
}

/** Only an OTP of exactly six digits is ever checked. */
export function isWellFormedOtp(otp: unknown): otp is string {
  return typeof otp === 'string' && /^\d{6}$/.test(otp);
}

export function verifyOtp(otp: unknown, secret: string): boolean {
  if (!isWellFormedOtp(otp) || !secret) return false;
  try {
    return totp.check(otp, secret);
  } catch {
    return false;
  }
}

/** The current code of a secret (tests and tooling). */
export function currentOtp(secret: string): string {
  return totp.generate(secret);
}

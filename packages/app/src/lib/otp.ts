/** The one-time password field of sign-in, 2FA set-up and the 2FA secret interface. */

/** Digits only, at most 6, shown with the ###-### mask (product.md §5). */
export function maskOtp(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 6);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** The one-time password is used only if it has exactly 6 characters. */
export function otpValue(masked: string): string | undefined {
  const digits = masked.replace(/\D/g, '');
  return digits.length === 6 ? digits : undefined;
}

import type { Page } from 'playwright-core';

/** Fills the sign-in form already on `page` and submits it. */
export async function submitSignIn(page: Page, user: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

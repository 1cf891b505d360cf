/**
 * When a browser test fails, what each open page showed: its address, open dialogs, the main
 * heading, any notices and the start of its text, printed with the failure. CI keeps only the
 * console output, so this is what tells a timing failure there from a broken screen.
 */
import { beforeEach } from 'vitest';
import { openPages } from './atrium';

beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    for (const page of openPages) {
      const seen = await page
        .evaluate(() => {
          // What is rendered (innerText leaves out scripts and hidden elements).
          const text = (el: Element | null) =>
            ((el as HTMLElement | null)?.innerText ?? '').replace(/\s+/g, ' ').trim();
          const all = (selector: string) =>
            [...document.querySelectorAll(selector)].map((el) => text(el).slice(0, 160)).filter(Boolean);
          return {
            address: location.href,
            dialogs: all('[role="dialog"], [role="alertdialog"]'),
            heading: text(document.querySelector('h1')),
            notices: all('.notice, [role="alert"], [role="status"]'),
            text: text(document.body).slice(0, 600),
          };
        })
        .catch((err: unknown) => ({ unreadable: String(err) }));
      process.stderr.write(`[failed: ${task.name}] page state: ${JSON.stringify(seen, null, 1)}\n`);
    }
  });
});

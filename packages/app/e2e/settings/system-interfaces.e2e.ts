/**
 * The system-helper interfaces (app-catalogue §1 "System helpers") in the built app against the
 * demo seed: the webhook page's collection field is the `collections` select; the repeater's
 * field definitions in the field wizard use `interfaces`, `interface-types` and
 * `interface-options`.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;

const OUT = 'e2e/.output';
const settingsUrl = (path: string) => `${demo.appUrl}#/${demo.project}/settings/${path}`;

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('collections interface', () => {
  it('the new webhook page picks its collection from a select of the project collections', async () => {
    await page.goto(settingsUrl('webhooks/+'));
    const select = page.locator('[data-field="collection"] select');
    await select.waitFor();
    const options = await select
      .locator('option')
      .evaluateAll((list) =>
        (list as HTMLOptionElement[]).map((o) => ({ value: o.value, label: o.textContent })),
      );
    expect(options[0]).toEqual({ value: '', label: 'Choose a collection...' });
    expect(options).toContainEqual({ value: 'articles', label: 'Articles' });
    expect(options.some((o) => o.value.startsWith('directus_'))).toBe(false);

    await page.locator('[data-field="http_action"] select').selectOption('post');
    await page.locator('[data-field="url"] input').fill('https://example.com/hook');
    await select.selectOption('articles');
    await page.locator('[data-field="directus_action"] select').selectOption('item.create:after');
    await page.screenshot({ path: `${OUT}/system-interfaces-webhook.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () =>
        ((await admin('/webhooks')).body.data as { url: string; collection: string }[]).map((w) => [
          w.url,
          w.collection,
        ]),
      )
      .toContainEqual(['https://example.com/hook', 'articles']);
  });
});

describe('repeater field definitions', () => {
  it('the field wizard defines repeater sub-fields: interface, its types and its options', async () => {
    await page.goto(settingsUrl('collections/articles'));
    await page.getByRole('button', { name: 'New Field' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('Search interfaces').fill('repeater');
    await dialog.locator('[data-interface="repeater"]').click();
    await dialog.getByLabel('Field name').fill('specs');
    await dialog.getByRole('button', { name: 'Next' }).click();

    const fieldsOption = dialog.locator('[data-field="fields"]');
    // The add button is labelled by the field label (Fields); its text is Create Item.
    await fieldsOption.locator('.repeater-add', { hasText: 'Create Item' }).click();
    const row = fieldsOption.locator('.repeater-row.is-open');
    await row.waitFor();
    await row.getByLabel('Field', { exact: true }).fill('weight');
    const iface = row.getByLabel('Interface', { exact: true });
    const type = row.getByLabel('Type', { exact: true });
    // A new row starts on text-input, whose first type interface-types emits.
    expect(await iface.inputValue()).toBe('text-input');
    await expect.poll(() => type.inputValue()).toBe('string');
    await row.getByRole('textbox', { name: 'Placeholder' }).fill('Heavy?');

    // Relational and status interfaces are not offered to repeater sub-fields.
    const offered = await iface
      .locator('option')
      .evaluateAll((l) => (l as HTMLOptionElement[]).map((o) => o.value));
    expect(offered).toContain('slider');
    expect(offered).not.toContain('many-to-one');
    expect(offered).not.toContain('status');

    await iface.selectOption('slider');
    await expect.poll(() => type.inputValue()).toBe('integer');
    const unit = row.getByRole('textbox', { name: 'Unit' });
    await unit.fill('kg');
    await page.screenshot({ path: `${OUT}/system-interfaces-repeater.png`, fullPage: true });

    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const field = (await admin('/fields/articles/specs')).body.data as { options: { fields: unknown[] } };
    expect(field.options.fields).toEqual([
      expect.objectContaining({
        field: 'weight',
        interface: 'slider',
        type: 'integer',
        options: { unit: 'kg' },
      }),
    ]);
  });
});

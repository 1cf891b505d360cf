/**
 * Administering a project from the app (issue 13, part B), all through the UI against the demo
 * seed: create a collection with a status field, add fields of five interface kinds with the
 * field wizard (one many-to-one, one many-to-many), reorder the fields, create an item in the new
 * collection; change the project colour and see the public page change; open an interface in the
 * debugger and change an option.
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
const COLLECTION = 'blog_posts';
const settingsUrl = (path: string) => `${demo.appUrl}#/${demo.project}/settings/${path}`;

interface FieldRow {
  field: string;
  type: string;
  datatype: string | null;
  interface: string | null;
  sort: number | null;
}

async function fields(collection = COLLECTION): Promise<FieldRow[]> {
  const res = await admin(`/fields/${collection}`);
  return res.body.data as FieldRow[];
}

/** Runs the wizard for one field: interface, name, (relation), then Next to the end and Save. */
async function addField(iface: string, name: string, relation?: (p: Page) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'New Field' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Search interfaces').fill(iface.split('-')[0]!);
  await dialog.locator(`[data-interface="${iface}"]`).click();
  await dialog.getByLabel('Field name').fill(name);
  await dialog.getByRole('button', { name: 'Next' }).click();
  if (relation) {
    await relation(page);
    await dialog.getByRole('button', { name: 'Next' }).click();
  }
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.locator(`.fields-table-row[data-field="${name}"]`).waitFor();
}

async function pick(label: string | RegExp, option: string) {
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

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

describe('collections and fields', () => {
  it('creates a collection with a status field; the name goes through safe prompt mode', async () => {
    await page.goto(settingsUrl('collections'));
    await page.locator('[data-collection="articles"]').waitFor();
    await page.getByRole('button', { name: 'New collection' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Collection name').fill('Blog  Posts!');
    expect(await dialog.getByLabel('Collection name').inputValue()).toBe('blog_posts');
    await dialog.getByText('Status (published').click();
    await page.screenshot({ path: `${OUT}/settings-new-collection.png` });
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForFunction((c) => location.hash.endsWith(`/settings/collections/${c}`), COLLECTION);
    const list = await fields();
    expect(list.map((f) => [f.field, f.type])).toEqual([
      ['id', 'integer'],
      ['status', 'status'],
    ]);
    const collection = (await admin(`/collections/${COLLECTION}`)).body.data;
    expect(collection.managed).toBe(true);
  });

  it('adds fields of five interface kinds with the wizard, incl. a many-to-one and a many-to-many', async () => {
    await page.locator('.fields-table-row[data-field="status"]').waitFor();
    await addField('text-input', 'title');
    await addField('numeric', 'views');
    await addField('switch', 'featured');
    await addField('many-to-one', 'author', async () => {
      await pick(/Related collection/, 'authors');
    });
    await addField('many-to-many', 'tags', async () => {
      await pick(/Related collection/, 'tags');
      // A new junction is proposed with the default name.
      expect(await page.getByRole('dialog').getByLabel('Name of the new collection').inputValue()).toBe(
        'blog_posts_tags',
      );
    });
    await page.screenshot({ path: `${OUT}/settings-collection-fields.png`, fullPage: true });

    const byName = Object.fromEntries((await fields()).map((f) => [f.field, f]));
    expect(byName.title).toMatchObject({ type: 'string', datatype: 'VARCHAR', interface: 'text-input' });
    expect(byName.views).toMatchObject({ type: 'integer', interface: 'numeric' });
    expect(byName.featured).toMatchObject({ type: 'boolean', datatype: 'TINYINT', interface: 'switch' });
    expect(byName.author).toMatchObject({ type: 'm2o', datatype: 'INT', interface: 'many-to-one' });
    expect(byName.tags).toMatchObject({ type: 'o2m', datatype: null, interface: 'many-to-many' });

    const relations = (await admin('/relations?limit=-1')).body.data as Record<string, unknown>[];
    expect(relations).toContainEqual(
      expect.objectContaining({
        collection_many: COLLECTION,
        field_many: 'author',
        collection_one: 'authors',
      }),
    );
    expect(relations).toContainEqual(
      expect.objectContaining({
        collection_many: 'blog_posts_tags',
        field_many: 'blog_posts_id',
        collection_one: COLLECTION,
        field_one: 'tags',
        junction_field: 'tags_id',
      }),
    );
    expect(relations).toContainEqual(
      expect.objectContaining({
        collection_many: 'blog_posts_tags',
        field_many: 'tags_id',
        collection_one: 'tags',
        junction_field: 'blog_posts_id',
      }),
    );
    const junction = (await fields('blog_posts_tags')).map((f) => f.field);
    expect(junction).toEqual(['id', 'blog_posts_id', 'tags_id']);
  });

  it('refuses a field name already in the collection and keeps lengths within the datatype maximum', async () => {
    await page.getByRole('button', { name: 'New Field' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-interface="text-input"]').click();
    await dialog.getByLabel('Field name').fill('title');
    await dialog.getByText('This name is already taken').waitFor();
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Field name').fill('subtitle');
    await dialog.getByLabel('Length').fill('70000');
    await dialog.getByText('At most 65535 for this datatype').waitFor();
    expect(await dialog.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    // One primary key per collection: the switch is off and locked.
    expect(await dialog.getByRole('switch', { name: 'Primary key' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('reorders fields from the keyboard and saves the order at once', async () => {
    const handle = page
      .locator('.sortable-row', { has: page.locator('.fields-table-row[data-field="title"]') })
      .getByRole('button', { name: 'Drag to reorder' });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
    await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(200);
    await page.keyboard.press('Space');
    await expect
      .poll(async () => (await fields()).sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)).map((f) => f.field))
      .toEqual(['title', 'id', 'status', 'views', 'featured', 'author', 'tags']);
    const shown = await page.$$eval('.fields-table-row', (rows) =>
      rows.map((r) => r.getAttribute('data-field')),
    );
    expect(shown.slice(0, 3)).toEqual(['title', 'id', 'status']);
  });

  it('creates an item in the new collection through the edit screen', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/${COLLECTION}/+`);
    const title = page.getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Hello from the wizard');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect
      .poll(async () => (await admin(`/items/${COLLECTION}?fields=title,status`)).body.data)
      .toEqual([{ title: 'Hello from the wizard', status: 'draft' }]);
  });

  it('saves the note and the status mapping, and deletes the collection only after its name is typed', async () => {
    await page.goto(settingsUrl(`collections/${COLLECTION}`));
    await page.locator('.fields-table-row[data-field="status"]').waitFor();
    await page.locator('.form-field[data-field="note"] input').fill('Posts of the blog');
    // The status mapping: rename the draft status.
    const mapping = page.locator('.form-field[data-field="status_mapping"]');
    await mapping.getByRole('button', { name: /^Draft \(draft\)/ }).click();
    await mapping.getByRole('textbox', { name: 'Name', exact: true }).fill('Proposal');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await admin(`/collections/${COLLECTION}`)).body.data.note)
      .toBe('Posts of the blog');
    // The collection and the status field are two requests: wait for the second as well.
    await expect
      .poll(
        async () => (await admin(`/fields/${COLLECTION}/status`)).body.data.options.status_mapping.draft.name,
      )
      .toBe('Proposal');
    const status = (await admin(`/fields/${COLLECTION}/status`)).body.data;
    expect(status.options.status_mapping.draft).toMatchObject({ name: 'Proposal', soft_delete: false });
    expect(Object.keys(status.options.status_mapping)).toEqual(['published', 'draft', 'deleted']);
    // The junction the wizard made stays out of the navigation.
    expect((await admin('/collections/blog_posts_tags')).body.data.hidden).toBe(true);

    await page.getByRole('button', { name: 'Delete collection' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${COLLECTION} to confirm`).fill('blog_post');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(`Type ${COLLECTION} to confirm`).fill(COLLECTION);
    await confirm.click();
    await page.waitForFunction(() => location.hash.endsWith('/settings/collections'));
    expect((await admin(`/collections/${COLLECTION}`)).status).toBe(404);
  });
});

describe('global settings', () => {
  it('saves only with edits; a new project colour reaches the public page at once', async () => {
    await page.goto(settingsUrl('global'));
    const save = page.getByRole('button', { name: 'Save' });
    const hex = page.locator('.form-field[data-field="project_color"] input.color-hex');
    await hex.waitFor();
    expect(await save.isDisabled()).toBe(true);
    await hex.fill('#3F51B5');
    expect(await save.isDisabled()).toBe(false);
    await page.screenshot({ path: `${OUT}/settings-global.png`, fullPage: true });
    await save.click();
    await page.waitForFunction(() => /\/settings$/.test(location.hash));
    const rows = (await admin('/settings?limit=-1')).body.data as { key: string; value: unknown }[];
    expect(rows.find((r) => r.key === 'project_color')?.value).toMatch(/^#3f51b5$/i);

    const visitor = await newPage(browser);
    await visitor.goto(`${demo.appUrl}#/login`);
    const art = visitor.locator('.public-art');
    await art.waitFor();
    await expect
      .poll(() => art.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toBe('rgb(63, 81, 181)');
    await visitor.context().close();
  });
});

describe('interfaces', () => {
  it('lists every interface and debugs one: live options, emitted value and type, light and dark', async () => {
    await page.goto(settingsUrl('interfaces'));
    await page.locator('tr[data-interface="many-to-one"]').waitFor();
    expect(await page.locator('tr[data-interface]').count()).toBeGreaterThan(40);
    await page.locator('tr[data-interface="text-input"]').getByRole('link').click();
    await page.waitForFunction(() => location.hash.endsWith('/settings/interfaces/text-input'));

    const light = page.locator('.debugger-preview[data-theme="light"]');
    const dark = page.locator('.debugger-preview[data-theme="dark"]');
    await page.getByRole('textbox', { name: 'Placeholder', exact: true }).fill('Say something');
    await expect.poll(() => light.locator('input').getAttribute('placeholder')).toBe('Say something');
    expect(await dark.locator('input').getAttribute('placeholder')).toBe('Say something');

    await light.locator('input').fill('hello');
    await expect.poll(() => page.getByTestId('debugger-value').textContent()).toBe('"hello"');
    expect(await page.getByTestId('debugger-type').textContent()).toBe('string');
    expect(await dark.locator('.debugger-display').textContent()).toContain('hello');
    const [lightBg, darkBg] = await Promise.all([
      light.evaluate((el) => getComputedStyle(el).backgroundColor),
      dark.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(lightBg).not.toBe(darkBg);
    await page.screenshot({ path: `${OUT}/settings-interface-debugger.png`, fullPage: true });
  });
});

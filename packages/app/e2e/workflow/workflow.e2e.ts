/**
 * The content workflow in the browser (docs/content-workflow.md): unsaved changes go into a new
 * version without touching the live article, the version is compared and promoted field by field,
 * a promotion is scheduled, and unsaved edits come back after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let ids: number[] = [];

const SHOTS = '/work/brief/shots-s29';
const title = (p: Page) => p.locator('#field-articles-title');

async function openItem(p: Page, id: number) {
  await p.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${id}`);
  await title(p).waitFor();
}

async function liveTitle(id: number): Promise<string> {
  return String((await admin(`/items/articles/${id}?fields=title`)).body.data.title);
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  const list = await admin('/items/articles?limit=2&fields=id&sort=id');
  ids = (list.body.data as { id: number }[]).map((r) => r.id);
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('content versions', () => {
  it('keeps unsaved changes in a new version, then compares, schedules and promotes them', async () => {
    const id = ids[0]!;
    const before = await liveTitle(id);
    await openItem(page, id);
    await title(page).fill('Spring headline');
    await page.getByRole('button', { name: 'Versions' }).click();
    await page.getByRole('menuitem', { name: 'New version' }).click();
    await page.getByLabel('Version name').fill('Spring edit');
    await page.screenshot({ path: `${SHOTS}/new-version-light.png` });
    await page.getByRole('button', { name: 'Create version' }).click();
    await expect.poll(() => title(page).inputValue()).toBe(before);
    expect(await liveTitle(id)).toBe(before);

    // Choosing the version switches the form to it; its compare-and-promote is in the menu.
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menuitem', { name: 'Spring edit' }).click();
    await expect.poll(() => title(page).inputValue()).toBe('Spring headline');
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menuitem', { name: 'Compare and promote…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Compare and promote: Spring edit' });
    await dialog.getByText('Spring headline').waitFor();
    await expect.poll(() => dialog.getByText(before, { exact: true }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/compare-promote-light.png` });
    await dialog.getByLabel('Version name').fill('Spring edit, final');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await expect
      .poll(async () => ((await admin('/versions')).body.data as { name: string }[])[0]!.name)
      .toBe('Spring edit, final');

    // Schedule a promotion in an hour, in the browser's time zone, then cancel it.
    await dialog.getByRole('button', { name: 'Schedule promotion' }).click();
    await dialog.getByRole('button', { name: 'Cancel scheduled promotion' }).waitFor();
    const schedules = (await admin('/schedules')).body.data as { action: string; run_at: string }[];
    expect(schedules).toHaveLength(1);
    expect(schedules[0]!.action).toBe('promote');
    expect(Date.parse(schedules[0]!.run_at)).toBeGreaterThan(Date.now());
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/compare-promote-dark.png` });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.screenshot({ path: `${SHOTS}/compare-promote-dark-narrow.png` });
    await page.setViewportSize({ width: 1300, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await dialog.getByRole('button', { name: 'Cancel scheduled promotion' }).click();
    await expect.poll(async () => ((await admin('/schedules')).body.data as unknown[]).length).toBe(0);

    await dialog.getByRole('button', { name: 'Promote selected fields' }).click();
    await expect.poll(() => liveTitle(id)).toBe('Spring headline');
    await expect.poll(() => title(page).inputValue()).toBe('Spring headline');
  });
});

describe('editing a version in the form', () => {
  it('saves into the version, leaves the live item alone, and keeps the version across a reload', async () => {
    const made = await admin('/items/articles', {
      method: 'POST',
      json: { title: 'Live title', status: 'draft' },
    });
    const id = Number((made.body.data as { id: number }).id);
    const v = (
      await admin('/versions', {
        method: 'POST',
        json: { collection: 'articles', item: id, key: 'autumn', name: 'Autumn edit' },
      })
    ).body.data as { id: string };
    const compared = async () =>
      ((await admin(`/versions/${v.id}/compare`)).body.data as { current: Record<string, unknown> }).current;
    const pill = page.locator('.version-pill > span:last-child');

    await openItem(page, id);
    expect(await pill.textContent()).toBe('Main');
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menuitem', { name: 'Autumn edit' }).click();
    await expect.poll(() => page.url()).toContain('version=autumn');
    await expect.poll(() => pill.textContent()).toBe('Version: Autumn edit');
    await title(page).fill('Autumn headline');
    await page.getByRole('button', { name: 'Save to version' }).click();
    await expect.poll(async () => (await compared()).title).toBe('Autumn headline');
    expect(await liveTitle(id)).toBe('Live title');
    expect(await title(page).inputValue()).toBe('Autumn headline');

    // The address keeps the version: a reload opens it again.
    await page.reload();
    await expect.poll(() => title(page).inputValue()).toBe('Autumn headline');
    expect(await pill.textContent()).toBe('Version: Autumn edit');
    await page.screenshot({ path: `${SHOTS}/version-editing-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/version-editing-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });

    // Unsaved edits of the version are its own draft: not offered on main, offered back on it.
    await title(page).fill('Typed in the version');
    await page.reload();
    await page.getByRole('region', { name: 'Unsaved changes' }).waitFor();
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menuitem', { name: 'Main' }).click();
    await expect.poll(() => title(page).inputValue()).toBe('Live title');
    expect(page.url()).not.toContain('version=');
    expect(await pill.textContent()).toBe('Main');
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);
    await page.goBack();
    await expect.poll(() => title(page).inputValue()).toBe('Autumn headline');
    await page
      .getByRole('region', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Discard' })
      .click();

    // Switching away with unsaved changes asks first; keeping them stays in the version.
    await title(page).fill('Not saved yet');
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menuitem', { name: 'Main' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep editing' }).click();
    expect(page.url()).toContain('version=autumn');
    expect(await title(page).inputValue()).toBe('Not saved yet');
    await title(page).fill('Autumn headline');

    // Rename and delete the version being edited, from the menu.
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menuitem', { name: 'Rename version…' }).click();
    await page
      .getByRole('dialog', { name: 'Rename version' })
      .getByLabel('Version name')
      .fill('Autumn final');
    await page
      .getByRole('dialog', { name: 'Rename version' })
      .getByRole('button', { name: 'Rename' })
      .click();
    await expect.poll(() => pill.textContent()).toBe('Version: Autumn final');
    await page.getByRole('button', { name: 'Versions (1)' }).click();
    await page.getByRole('menu').screenshot({ path: `${SHOTS}/version-menu-light.png` });
    await page.getByRole('menuitem', { name: 'Delete version' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete version' }).click();
    await expect.poll(() => page.url()).not.toContain('version=');
    await expect.poll(() => title(page).inputValue()).toBe('Live title');
    expect((await admin(`/versions/${v.id}`)).status).toBe(404);
    expect(await liveTitle(id)).toBe('Live title');
  });
});

describe('editing a version’s related items in the form', () => {
  it('folds an edit of a translation the version adds into the version’s own write', async () => {
    const made = await admin('/items/articles', {
      method: 'POST',
      json: { title: 'Relational live', status: 'draft' },
    });
    const id = Number((made.body.data as { id: number }).id);
    const v = (
      await admin('/versions', {
        method: 'POST',
        json: { collection: 'articles', item: id, key: 'lang', name: 'German' },
      })
    ).body.data as { id: string };
    await admin(`/versions/${v.id}/save`, {
      method: 'POST',
      json: { translations: [{ language: 'de-DE', title: 'Versionstitel' }] },
    });
    const translations = page.locator('[data-field="translations"]').first();
    const germanTitle = async () => {
      await translations.getByRole('tab', { name: 'Deutsch' }).click();
      return translations.getByRole('textbox', { name: 'Title' }).inputValue();
    };

    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${id}?version=lang`);
    await title(page).waitFor();
    await expect.poll(germanTitle).toBe('Versionstitel');
    await translations.getByRole('textbox', { name: 'Title' }).fill('Neuer Titel');
    await page.getByRole('button', { name: 'Save to version' }).click();
    await expect
      .poll(
        async () => ((await admin(`/versions/${v.id}/compare`)).body.data as { current: unknown }).current,
      )
      .toEqual({ translations: [{ language: 'de-DE', title: 'Neuer Titel' }] });
    const live = (await admin(`/items/articles/${id}?fields=translations.id`)).body.data as {
      translations: unknown[];
    };
    expect(live.translations).toEqual([]);
    await page.reload();
    await title(page).waitFor();
    await expect.poll(germanTitle).toBe('Neuer Titel');
    expect((await admin(`/versions/${v.id}`, { method: 'DELETE' })).status).toBe(204);
  });
});

describe('scheduled status changes', () => {
  it('schedules a status change from the version menu and cancels it', async () => {
    const id = ids[0]!;
    await openItem(page, id);
    await page.getByRole('button', { name: /^Versions/ }).click();
    await page.getByRole('menuitem', { name: 'Schedule a status change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a status change' });
    await dialog.getByRole('button', { name: /New status/ }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await dialog.getByRole('button', { name: 'Schedule a status change' }).click();
    await dialog.getByRole('button', { name: 'Cancel scheduled status change' }).waitFor();
    const made = (await admin('/schedules')).body.data as { action: string; status: string; item: string }[];
    expect(made).toMatchObject([{ action: 'status', status: 'draft', item: String(id) }]);
    await page.screenshot({ path: `${SHOTS}/schedule-status-light.png` });
    await dialog.getByRole('button', { name: 'Cancel scheduled status change' }).click();
    await expect.poll(async () => ((await admin('/schedules')).body.data as unknown[]).length).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });
});

describe('revert with related items', () => {
  it('shows the related changes a revert would undo', async () => {
    const made = await admin('/items/articles', {
      method: 'POST',
      json: { title: 'Revert me', status: 'draft' },
    });
    const id = Number((made.body.data as { id: number }).id);
    await admin(`/items/articles/${id}`, { method: 'PATCH', json: { summary: 'Before the translation' } });
    await admin(`/items/articles/${id}`, {
      method: 'PATCH',
      json: { translations: [{ language: 'fr-FR', title: 'Titre ajouté', summary: 'Résumé' }] },
    });
    await openItem(page, id);
    // The newest revision with a preview is the summary's, just before the translation came.
    await page.getByRole('button', { name: 'Preview and revert' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Preview and revert' });
    const related = dialog.getByRole('region', { name: 'Related items' });
    await related.getByText(/Titre ajouté/).waitFor();
    expect(await related.getByRole('row').count()).toBe(2);
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await page.screenshot({ path: `${SHOTS}/revert-related-light.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('the listing', () => {
  it('marks the items that have open versions and opens one in its version from there', async () => {
    const id = ids[1]!;
    const v = (
      await admin('/versions', {
        method: 'POST',
        json: { collection: 'articles', item: id, key: 'listing-mark', name: 'Listing mark' },
      })
    ).body.data as { id: string };
    await admin(`/versions/${v.id}/save`, { method: 'POST', json: { title: 'Marked' } });
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await page.getByRole('button', { name: 'Items with open versions: 1' }).click();
    await page.getByRole('menuitem', { name: `#${id} · Listing mark` }).click();
    // The item opens in that version.
    await expect.poll(() => page.url()).toContain(`/collections/articles/${id}?version=listing-mark`);
    await expect.poll(() => title(page).inputValue()).toBe('Marked');
    await admin(`/versions/${v.id}`, { method: 'DELETE' });
  });
});

describe('local drafts', () => {
  it('offers unsaved edits back after a reload, and forgets them once saved or discarded', async () => {
    const id = ids[1]!;
    const before = await liveTitle(id);
    await openItem(page, id);
    await title(page).fill('Typed before the tab died');
    await page.reload();
    await title(page).waitFor();
    expect(await title(page).inputValue()).toBe(before);
    const offer = page.getByRole('region', { name: 'Unsaved changes' });
    await offer.getByText(/Restore your unsaved changes from/).waitFor();
    await page.screenshot({ path: `${SHOTS}/local-draft-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${SHOTS}/local-draft-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await offer.getByRole('button', { name: 'Restore' }).click();
    expect(await title(page).inputValue()).toBe('Typed before the tab died');
    expect(await liveTitle(id)).toBe(before);

    // Discarded: nothing is offered after the next reload.
    await title(page).fill(before);
    await page.reload();
    await title(page).waitFor();
    await page.getByRole('button', { name: 'Versions' }).waitFor();
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);

    // The server goes away mid-edit: the save fails, the edits are still offered after a reload.
    await title(page).fill('Written while offline');
    await page.route(`**/${demo.project}/items/**`, (route) => route.abort());
    const failed = page.waitForEvent('requestfailed');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await failed;
    await page.unroute(`**/${demo.project}/items/**`);
    expect(await liveTitle(id)).toBe(before);
    await page.reload();
    await title(page).waitFor();
    await page
      .getByRole('region', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Restore' })
      .click();
    expect(await title(page).inputValue()).toBe('Written while offline');
    await title(page).fill(before);
  });
});

describe('trash', () => {
  it('lists a deleted tag with who deleted it, and restores it', async () => {
    const tag = (await admin('/items/tags', { method: 'POST', json: { name: 'Ephemeral' } })).body.data as {
      id: number;
    };
    expect((await admin(`/items/tags/${tag.id}`, { method: 'DELETE' })).status).toBe(204);
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/tags`);
    await page.getByRole('link', { name: 'Trash' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Ephemeral' });
    await row.waitFor();
    await expect.poll(() => row.getByText('Admin User').count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}/trash-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.reload();
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/trash-dark-narrow.png` });
    await page.setViewportSize({ width: 1300, height: 800 });
    await page.reload();
    await row.waitFor();
    await page.emulateMedia({ colorScheme: 'light' });
    await row.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('The trash is empty.').waitFor();
    expect((await admin(`/items/tags/${tag.id}`)).body.data.name).toBe('Ephemeral');
  });
});

describe('trash retention', () => {
  it('is set by an administrator in Settings › Global', async () => {
    const retention = async () =>
      ((await admin('/settings?filter[key][eq]=trash_retention_days')).body.data as { value: unknown }[])[0]!
        .value;
    expect(await retention()).toBe(30);
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/global`);
    const field = page.getByLabel('Trash Retention (days)', { exact: true });
    await field.waitFor();
    await field.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/trash-retention-setting-light.png` });
    await field.fill('14');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect.poll(retention).toBe(14);
  });
});

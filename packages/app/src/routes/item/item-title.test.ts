import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { itemTitle } from './item-title';

const t = i18n.t.bind(i18n);

describe('edit screen titles (issue 31 item 11)', () => {
  it('says what is edited in a user collection', () => {
    expect(itemTitle(t, 'new', 'articles', 'Articles', null)).toBe('Creating Articles Item');
    expect(itemTitle(t, 'single', 'articles', 'Articles', { title: 'Hello' })).toBe('Editing Articles');
    expect(itemTitle(t, 'batch', 'articles', 'Articles', null)).toBe('Batch Editing Articles');
  });

  it('gives system collections titles of their own, never their table name', () => {
    expect(itemTitle(t, 'new', 'directus_webhooks', 'Webhooks', null)).toBe('New Webhook');
    expect(itemTitle(t, 'single', 'directus_webhooks', 'Webhooks', { url: 'https://x' })).toBe(
      'Editing Webhook',
    );
    expect(itemTitle(t, 'single', 'directus_files', 'File Library', { title: 'Harbour' })).toBe('Harbour');
    expect(itemTitle(t, 'single', 'directus_files', 'File Library', { title: '' })).toBe('Editing File');
    expect(
      itemTitle(t, 'single', 'directus_users', 'User Directory', { first_name: 'Ada', last_name: 'Admin' }),
    ).toBe('Ada Admin');
    expect(itemTitle(t, 'single', 'directus_users', 'User Directory', { email: 'ada@example.com' })).toBe(
      'ada@example.com',
    );
    expect(itemTitle(t, 'new', 'directus_roles', 'Roles', null)).toBe('Creating Item');
    expect(itemTitle(t, 'single', 'directus_roles', 'Roles', {})).toBe('Editing Item');
  });
});

import { describe, expect, it } from 'vitest';
import { collectionLink } from '../../lib/routes';
import { rowLink } from './row-link';

describe('row links', () => {
  it('links user collections, system collections without the prefix, and webhooks under settings', () => {
    expect(rowLink('p', 'articles', 3)).toBe('/p/collections/articles/3');
    expect(rowLink('p', 'directus_users', 1)).toBe('/p/users/1');
    expect(rowLink('p', 'directus_files', 'a b')).toBe('/p/files/a%20b');
    expect(rowLink('p', 'directus_webhooks', 2)).toBe('/p/settings/webhooks/2');
    // An activity entry's link to a role or a collection opens its settings screen.
    expect(rowLink('p', 'directus_roles', 3)).toBe('/p/settings/roles/3');
    expect(rowLink('p', 'directus_collections', 'articles')).toBe('/p/settings/collections/articles');
    expect(collectionLink('p', 'directus_activity')).toBe('/p/activity');
    expect(collectionLink('p', 'articles')).toBe('/p/collections/articles');
    // Saving a webhook leaves for this listing (it led to a route that does not exist).
    expect(collectionLink('p', 'directus_webhooks')).toBe('/p/settings/webhooks');
  });
});

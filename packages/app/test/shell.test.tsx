import { describe, expect, it } from 'vitest';
import { moduleItems } from '../src/shell/modules';
import { navigationGroups, visibleCollections } from '../src/shell/navigation';
import type { Collection } from '@atrium/sdk';
import { collectionLink, infoSidebarWide, isItemRoute } from '../src/lib/routes';
import { formatTitle } from '../src/lib/format';
import { lightMarkdown } from '../src/lib/markdown';

const col = (collection: string, patch: Partial<Collection> = {}): Collection => ({
  collection,
  hidden: false,
  managed: true,
  single: false,
  note: null,
  icon: null,
  translation: null,
  fields: {},
  ...patch,
});

describe('module bar', () => {
  const base = { project: '_', moduleListing: null, permissions: {}, extensionModules: [] };

  it('lists the defaults for admins, with the admin tools (GraphQL playground, settings) last', () => {
    expect(moduleItems({ ...base, admin: true }).map((m) => m.id)).toEqual([
      'collections',
      'users',
      'files',
      'help',
      'graphql',
      'settings',
    ]);
  });

  it('hides users and files when their read permission is none', () => {
    const permissions = {
      directus_users: { collection: 'directus_users', read: 'none' },
      directus_files: { collection: 'directus_files', read: 'full' },
    };
    expect(moduleItems({ ...base, admin: false, permissions }).map((m) => m.id)).toEqual([
      'collections',
      'files',
      'help',
    ]);
  });

  it("uses the role's module_listing when non-empty, adding extension modules otherwise", () => {
    const listing = [{ name: 'Reports', link: '/_/ext/reports', icon: 'bar_chart' }];
    // An administrator keeps the admin tools after the role's own listing.
    expect(moduleItems({ ...base, admin: true, moduleListing: listing }).map((m) => m.name)).toEqual([
      'Reports',
      'GraphQL',
      'admin_settings',
    ]);
    expect(moduleItems({ ...base, admin: false, moduleListing: listing }).map((m) => m.name)).toEqual([
      'Reports',
    ]);
    const ext = moduleItems({
      ...base,
      admin: false,
      extensionModules: [{ id: 'maps', name: 'Maps', icon: 'map' }],
    });
    expect(ext.at(-1)).toMatchObject({ link: '/_/ext/maps', icon: 'map' });
    expect(ext.find((m) => m.id === 'help')).toMatchObject({ external: true });
  });
});

describe('navigation', () => {
  const collections = {
    posts: col('posts'),
    authors: col('authors'),
    secret: col('secret', { hidden: true }),
    raw: col('raw', { managed: false }),
    directus_users: col('directus_users'),
    drafts: col('drafts'),
  };

  it('shows visible, managed, non-system, readable collections (any readable status counts)', () => {
    const permissions = {
      posts: { collection: 'posts', read: 'full' },
      authors: { collection: 'authors', read: 'none' },
      drafts: {
        collection: 'drafts',
        statuses: {
          draft: { collection: 'drafts', status: 'draft', read: 'mine' },
          $create: { collection: 'drafts', status: '$create', read: 'none' },
        },
      },
    };
    expect(
      visibleCollections(collections, permissions, false)
        .map((c) => c.collection)
        .sort(),
    ).toEqual(['drafts', 'posts']);
    expect(
      visibleCollections(collections, {}, true)
        .map((c) => c.collection)
        .sort(),
    ).toEqual(['authors', 'drafts', 'posts']);
  });

  it("groups by the role's collection_listing, else one list sorted by name", () => {
    const visible = [col('posts'), col('authors'), col('drafts')];
    expect(
      navigationGroups(visible, null, (c) => c.collection)[0]!.collections.map((c) => c.collection),
    ).toEqual(['authors', 'drafts', 'posts']);
    const groups = navigationGroups(
      visible,
      [
        { group_name: 'Blog', collections: [{ collection: 'posts' }, { collection: 'hidden_one' }] },
        { group_name: 'Empty', collections: [] },
      ],
      (c) => c.collection,
    );
    expect(groups).toEqual([{ name: 'Blog', collections: [visible[0]] }]);
  });

  it('drops the system prefix from links and knows item routes', () => {
    expect(collectionLink('_', 'directus_users')).toBe('/_/users');
    expect(collectionLink('_', 'posts')).toBe('/_/collections/posts');
    expect(isItemRoute('/_/collections/posts/1')).toBe(true);
    expect(isItemRoute('/_/collections/posts')).toBe(false);
    expect(infoSidebarWide('/_/users/3')).toBe(true);
    expect(infoSidebarWide('/_/activity/3')).toBe(false);
    expect(formatTitle('blog_posts')).toBe('Blog Posts');
  });

  it('renders public notes as safe light markdown', () => {
    expect(lightMarkdown('**Hi** <script>x</script> [docs](https://example.com)')).toBe(
      '<p><strong>Hi</strong> &lt;script&gt;x&lt;/script&gt; <a href="https://example.com" target="_blank" rel="noopener noreferrer">docs</a></p>',
    );
    expect(lightMarkdown('[x](javascript:alert(1))')).not.toContain('href');
  });
});

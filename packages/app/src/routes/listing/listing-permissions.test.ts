import { describe, expect, it } from 'vitest';
import type { CollectionPermission } from '../../lib/permissions';
import { listingButtons, mayCreate, mayOnItem, type PermissionContext } from './listing-permissions';

const me = { id: 7, role: 3, admin: false };
const ctx = (permission: CollectionPermission | undefined, extra: Partial<PermissionContext> = {}) => ({
  viewer: me,
  permission,
  ownerField: 'owner',
  statusField: null,
  ...extra,
});
const mine = { id: 1, owner: { id: 7, role: 3 } };
const colleague = { id: 2, owner: { id: 8, role: 3 } };
const stranger = { id: 3, owner: { id: 9, role: 4 } };

describe('listing buttons', () => {
  it('gives an admin every button and hides them all on activity', () => {
    const admin = { ...ctx(undefined), viewer: { ...me, admin: true } };
    expect(listingButtons(admin, 'articles', [mine, stranger])).toEqual({
      add: false,
      batchEdit: true,
      delete: true,
    });
    expect(listingButtons(admin, 'articles', [])).toEqual({ add: true, batchEdit: false, delete: false });
    expect(listingButtons(admin, 'directus_activity', [mine, stranger])).toEqual({
      add: false,
      batchEdit: false,
      delete: false,
    });
  });

  it('full allows every item, none allows nothing', () => {
    const full = ctx({ collection: 'a', create: 'full', update: 'full', delete: 'full' });
    expect(listingButtons(full, 'a', [mine, stranger])).toEqual({
      add: false,
      batchEdit: true,
      delete: true,
    });
    const none = ctx({ collection: 'a', create: 'none', update: 'none', delete: 'none' });
    expect(listingButtons(none, 'a', [mine])).toEqual({ add: false, batchEdit: false, delete: false });
    expect(mayCreate(none)).toBe(false);
    expect(mayCreate(ctx(undefined))).toBe(false);
  });

  it('mine allows only items the viewer owns (owner as id or object)', () => {
    const p = ctx({ collection: 'a', delete: 'mine', update: 'mine' });
    expect(mayOnItem(p, 'delete', mine)).toBe(true);
    expect(mayOnItem(p, 'delete', { owner: 7 })).toBe(true);
    expect(mayOnItem(p, 'delete', colleague)).toBe(false);
    expect(listingButtons(p, 'a', [mine, colleague]).delete).toBe(false);
    expect(listingButtons(p, 'a', [mine]).delete).toBe(true);
  });

  it("role allows items whose owner's role is the viewer's", () => {
    const p = ctx({ collection: 'a', delete: 'role', update: 'role' });
    expect(listingButtons(p, 'a', [mine, colleague])).toEqual({ add: false, batchEdit: true, delete: true });
    expect(listingButtons(p, 'a', [mine, stranger])).toEqual({
      add: false,
      batchEdit: false,
      delete: false,
    });
    expect(mayOnItem(p, 'update', { owner: { id: 8, role: { id: 3 } } })).toBe(true);
  });

  it('a collection without an owner field allows only full', () => {
    const p = ctx({ collection: 'a', delete: 'mine' }, { ownerField: null });
    expect(mayOnItem(p, 'delete', mine)).toBe(false);
  });

  it('status collections use the row of each item status, and $create for add', () => {
    const permission: CollectionPermission = {
      collection: 'a',
      statuses: {
        draft: { collection: 'a', status: 'draft', delete: 'full', update: 'mine', create: 'none' },
        published: { collection: 'a', status: 'published', delete: 'none', update: 'full', create: 'none' },
        $create: { collection: 'a', status: '$create', create: 'full' },
      },
    };
    const p = ctx(permission, { statusField: 'status' });
    const draft = { ...stranger, status: 'draft' };
    const published = { ...mine, status: 'published' };
    expect(listingButtons(p, 'a', [draft]).delete).toBe(true);
    expect(listingButtons(p, 'a', [draft, published]).delete).toBe(false);
    expect(listingButtons(p, 'a', [{ ...mine, status: 'draft' }, published]).batchEdit).toBe(true);
    expect(listingButtons(p, 'a', [draft, published]).batchEdit).toBe(false);
    expect(listingButtons(p, 'a', [{ ...mine, status: 'archived' }]).delete).toBe(false);
    expect(mayCreate(p)).toBe(true);
    const noCreate = ctx(
      { ...permission, statuses: { draft: permission.statuses!.draft! } },
      { statusField: 'status' },
    );
    expect(mayCreate(noCreate)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { Permission } from '@atrium/sdk';
import { indexPermissions } from '../lib/permissions';
import { formAccess } from './access';

// The demo editor's rows on articles: may not publish, may not delete (issue 31 #4).
const row = (status: string, over: Partial<Permission>): Permission =>
  ({
    collection: 'articles',
    status,
    create: 'none',
    read: 'full',
    update: 'none',
    delete: 'none',
    comment: 'create',
    explain: 'none',
    status_blacklist: [],
    read_field_blacklist: [],
    write_field_blacklist: [],
    ...over,
  }) as Permission;

const permissions = indexPermissions([
  row('$create', { create: 'full', status_blacklist: ['published'] }),
  row('draft', { create: 'full', update: 'mine', status_blacklist: ['published'] }),
  row('under_review', { create: 'full', update: 'mine', status_blacklist: ['published'] }),
  row('published', {}),
  row('deleted', {}),
]);
const statuses = ['published', 'draft', 'under_review', 'deleted'];

describe('form access', () => {
  it("disables the statuses an existing item's role may not set, as on new items", () => {
    const access = formAccess({
      permissions,
      collection: 'articles',
      admin: false,
      isNew: false,
      status: 'draft',
      statuses,
      softDeleteStatuses: ['deleted'],
    });
    expect(access.canSave).toBe(true);
    expect(access.statusBlacklist.sort()).toEqual(['deleted', 'published']);
  });

  it("keeps a new item's blacklist from its $create row, and nothing for admins", () => {
    const opts = {
      permissions,
      collection: 'articles',
      isNew: true,
      statuses,
      softDeleteStatuses: ['deleted'],
    };
    expect(formAccess({ ...opts, admin: false }).statusBlacklist).toEqual(['published']);
    expect(formAccess({ ...opts, admin: true, isNew: false, status: 'draft' }).statusBlacklist).toEqual([]);
  });
});

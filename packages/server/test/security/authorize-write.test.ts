import { describe, expect, it } from 'vitest';
import type { CollectionInfo, FieldInfo } from '../../src/schema/overview';
import { authorizeWrite, type WriteRequest } from '../../src/services/permissions/authorize-write';
import type { Level, PermissionRow } from '../../src/services/permissions/permissions';
import { userAccountRules } from '../../src/services/system/behaviour/user-accounts';

/** The one write-authorisation step as a table: each row a request and the decision it gets. */

const field = (name: string, type: string) => ({ field: name, type }) as unknown as FieldInfo;

function collection(name: string, opts: Partial<CollectionInfo> = {}): CollectionInfo {
  const names = ['id', 'title', 'status', 'owner', 'secret', 'role', 'token'];
  return {
    collection: name,
    system: name.startsWith('directus_'),
    primaryKey: 'id',
    fields: new Map(names.map((n) => [n, field(n, n === 'status' ? 'status' : 'string')])),
    fieldOrder: names,
    statusField: 'status',
    ownerField: 'owner',
    sortField: null,
    statusMapping: {
      draft: { name: 'Draft' },
      published: { name: 'Published' },
      deleted: { name: 'Deleted', soft_delete: true },
    } as CollectionInfo['statusMapping'],
    softDeleteStatuses: ['deleted'],
    single: false,
    ...opts,
  };
}

function perm(
  levels: Partial<Record<'create' | 'update' | 'delete', Level>>,
  more: Partial<PermissionRow> = {},
) {
  return {
    id: 1,
    collection: 'articles',
    status: null,
    create: 'none',
    read: 'full',
    update: 'none',
    delete: 'none',
    comment: null,
    explain: null,
    readBlacklist: new Set<string>(),
    writeBlacklist: new Set<string>(),
    statusBlacklist: new Set<string>(),
    ...levels,
    ...more,
  } as PermissionRow;
}

const articles = collection('articles');
const users = collection('directus_users', { ownerField: 'id', statusMapping: null, statusField: null });
const editor = { admin: false, user: 5, role: 3 };
const admin = { admin: true, user: 1, role: 1 };
const full = perm({ create: 'full', update: 'full', delete: 'full' });
const mine = perm({ create: 'full', update: 'mine', delete: 'mine' });
const byRole = perm({ create: 'full', update: 'role', delete: 'role' });

const base = (over: Partial<WriteRequest>): WriteRequest => ({
  action: 'update',
  accountability: editor,
  collection: articles,
  permission: () => full,
  current: { id: 1, status: 'draft', owner: 5 },
  payload: { title: 'x' },
  ...over,
});

type Case = [name: string, request: WriteRequest, expected: 'allow' | number];

const cases: Case[] = [
  ['admin writes anything', base({ accountability: admin, permission: () => null }), 'allow'],
  ['no permission row: no create', base({ action: 'create', current: null, permission: () => null }), 301],
  ['create level none', base({ action: 'create', current: null, permission: () => perm({}) }), 301],
  ['create with full', base({ action: 'create', current: null }), 'allow'],
  [
    'create in a blacklisted status',
    base({
      action: 'create',
      current: null,
      payload: { status: 'published' },
      permission: () => perm({ create: 'full' }, { statusBlacklist: new Set(['published']) }),
    }),
    301,
  ],
  ['a status look-alike is no status (case)', base({ payload: { status: 'PUBLISHED' } }), 4],
  ['a status look-alike is no status (space)', base({ payload: { status: 'published ' } }), 4],
  ['a status look-alike is no status (accent)', base({ payload: { status: 'publishéd' } }), 4],
  [
    'admins cannot write look-alikes either',
    base({ accountability: admin, payload: { status: 'Draft' } }),
    4,
  ],
  ['a mapped status is fine', base({ payload: { status: 'published' } }), 'allow'],
  [
    'write blacklist',
    base({
      payload: { secret: 1 },
      permission: () => perm({ update: 'full' }, { writeBlacklist: new Set(['secret']) }),
    }),
    305,
  ],
  ['mine: own item', base({ permission: () => mine }), 'allow'],
  [
    'mine: another user’s item',
    base({ permission: () => mine, current: { id: 1, status: 'draft', owner: 9 } }),
    302,
  ],
  [
    'role: item of someone in my role',
    base({ permission: () => byRole, current: { id: 1, status: 'draft', owner: 9 }, ownerRole: 3 }),
    'allow',
  ],
  [
    'role: item of someone in another role',
    base({ permission: () => byRole, current: { id: 1, status: 'draft', owner: 9 }, ownerRole: 4 }),
    302,
  ],
  [
    'role: item without owner needs full',
    base({ permission: () => byRole, current: { id: 1, status: 'draft', owner: null } }),
    302,
  ],
  ['soft-deleted items stay as they are', base({ current: { id: 1, status: 'deleted', owner: 5 } }), 302],
  [
    'soft delete needs delete permission in the new status',
    base({
      payload: { status: 'deleted' },
      permission: (s) => (s === 'deleted' ? perm({ update: 'full' }) : full),
    }),
    303,
  ],
  [
    'moving into a blacklisted status',
    base({
      payload: { status: 'published' },
      permission: () => perm({ update: 'full' }, { statusBlacklist: new Set(['published']) }),
    }),
    302,
  ],
  ['delete with mine on own item', base({ action: 'delete', payload: {}, permission: () => mine }), 'allow'],
  [
    'delete with mine on another’s item',
    base({
      action: 'delete',
      payload: {},
      permission: () => mine,
      current: { id: 1, status: 'draft', owner: 7 },
    }),
    303,
  ],
  [
    'activity comment required',
    base({ permission: () => perm({ update: 'full' }, { explain: 'update' }) }),
    10,
  ],
  [
    'activity comment given',
    base({ permission: () => perm({ update: 'full' }, { explain: 'update' }), hasComment: true }),
    'allow',
  ],
  [
    'nested writes are covered by the parent’s comment',
    base({ permission: () => perm({ update: 'full' }, { explain: 'always' }), nested: true }),
    'allow',
  ],
  [
    'users: a non-admin cannot change an administrator',
    base({
      collection: users,
      rules: userAccountRules,
      current: { id: 1, role: 1, status: 'active' },
      payload: { first_name: 'x' },
    }),
    302,
  ],
  [
    'users: a non-admin cannot delete an administrator',
    base({
      action: 'delete',
      collection: users,
      rules: userAccountRules,
      current: { id: 1, role: 1, status: 'active' },
      payload: {},
    }),
    303,
  ],
  [
    'users: a non-admin cannot change their role',
    base({ collection: users, rules: userAccountRules, current: { id: 5, role: 3 }, payload: { role: 1 } }),
    305,
  ],
  [
    'users: sending one’s unchanged role is fine',
    base({ collection: users, rules: userAccountRules, current: { id: 5, role: 3 }, payload: { role: 3 } }),
    'allow',
  ],
  [
    'users: a non-admin cannot set a static token, even their own',
    base({
      collection: users,
      rules: userAccountRules,
      current: { id: 5, role: 3, token: null },
      payload: { token: 'forever' },
    }),
    305,
  ],
  [
    'users: an admin sets static tokens',
    base({
      accountability: admin,
      collection: users,
      rules: userAccountRules,
      current: { id: 5, role: 3 },
      payload: { token: 't' },
    }),
    'allow',
  ],
  [
    'users: the last active administrator cannot be suspended',
    base({
      accountability: admin,
      collection: users,
      rules: userAccountRules,
      current: { id: 1, role: 1, status: 'active' },
      payload: { status: 'suspended' },
      facts: { otherActiveAdmins: 0 },
    }),
    216,
  ],
  [
    'users: nor deleted',
    base({
      action: 'delete',
      accountability: admin,
      collection: users,
      rules: userAccountRules,
      current: { id: 1, role: 1, status: 'active' },
      payload: {},
      facts: { otherActiveAdmins: 0 },
    }),
    216,
  ],
  [
    'users: one administrator among two can be demoted',
    base({
      accountability: admin,
      collection: users,
      rules: userAccountRules,
      current: { id: 1, role: 1, status: 'active' },
      payload: { role: 3 },
      facts: { otherActiveAdmins: 1 },
    }),
    'allow',
  ],
  [
    'comment: no comment level set means unrestricted',
    base({ comment: { action: 'create', level: null, activity: perm({ create: 'full' }), own: true } }),
    'allow',
  ],
  [
    'comment: level none refuses',
    base({ comment: { action: 'create', level: 'none', activity: perm({ create: 'full' }), own: true } }),
    210,
  ],
  [
    'comment: creating needs create on activity',
    base({ comment: { action: 'create', level: 'full', activity: perm({}), own: true } }),
    210,
  ],
  [
    'comment: update own with `update`',
    base({ comment: { action: 'update', level: 'update', activity: null, own: true } }),
    'allow',
  ],
  [
    'comment: update another’s needs `full`',
    base({ comment: { action: 'update', level: 'update', activity: null, own: false } }),
    211,
  ],
  [
    'comment: delete another’s with `full`',
    base({ comment: { action: 'delete', level: 'full', activity: null, own: false } }),
    'allow',
  ],
  [
    'page tracking: the user themself, with no permission on users at all',
    base({
      collection: users,
      rules: userAccountRules,
      current: { id: 5 },
      permission: () => null,
      selfService: true,
    }),
    'allow',
  ],
  [
    'page tracking: another user’s page is refused even with full update on users',
    base({ collection: users, rules: userAccountRules, current: { id: 6 }, selfService: true }),
    302,
  ],
  [
    'page tracking: an administrator tracks anyone',
    base({
      accountability: admin,
      collection: users,
      rules: userAccountRules,
      current: { id: 6 },
      selfService: true,
    }),
    'allow',
  ],
  ['page tracking: only on user accounts', base({ current: { id: 5 }, selfService: true }), 302],
];

describe('authorizeWrite', () => {
  it.each(cases)('%s', (_name, request, expected) => {
    const decision = authorizeWrite(request);
    if (expected === 'allow') expect(decision).toEqual({ allowed: true });
    else expect(decision.allowed ? 'allowed' : decision.error.code).toBe(expected);
  });
});

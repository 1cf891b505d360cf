import { describe, expect, it } from 'vitest';
import type { Permission } from '@atrium/sdk';
import {
  CREATE_SCOPE,
  applyRows,
  cellOf,
  levelsFor,
  nextLevel,
  planChanges,
  scopesOf,
  setAll,
  summary,
  toMatrix,
} from './mapping';

const ROLE = 3;
const rows: Permission[] = [
  { id: 10, collection: 'posts', role: ROLE, status: 'draft', create: 'full', read: 'mine', update: 'mine' },
  {
    id: 11,
    collection: 'posts',
    role: ROLE,
    status: 'published',
    read: 'full',
    read_field_blacklist: ['notes'],
  },
  {
    id: 12,
    collection: 'posts',
    role: ROLE,
    status: CREATE_SCOPE,
    create: 'full',
    write_field_blacklist: 'featured,author' as unknown as string[],
    status_blacklist: ['published'],
  },
  { id: 13, collection: 'tags', role: ROLE, status: null, read: 'full', comment: 'write' },
];

describe('permission matrix mapping', () => {
  it('reads rows into cells per collection and status, $create included, CSV blacklists as lists', () => {
    const state = toMatrix(rows);
    expect(cellOf(state, 'posts', 'draft')).toMatchObject({
      id: 10,
      create: 'full',
      read: 'mine',
      delete: 'none',
    });
    expect(cellOf(state, 'posts', CREATE_SCOPE).write_field_blacklist).toEqual(['author', 'featured']);
    expect(cellOf(state, 'posts', CREATE_SCOPE).status_blacklist).toEqual(['published']);
    expect(cellOf(state, 'tags', null)).toMatchObject({ id: 13, comment: 'update', explain: 'none' });
    // A scope without a row reads as nothing granted.
    expect(cellOf(state, 'posts', 'archived')).toMatchObject({ read: 'none', read_field_blacklist: [] });
    expect(cellOf(state, 'posts', 'archived').id).toBeUndefined();
  });

  it('lists the status rows plus $create for a status collection, the global row otherwise', () => {
    expect(scopesOf(['draft', 'published'])).toEqual(['draft', 'published', CREATE_SCOPE]);
    expect(scopesOf(null)).toEqual([null]);
    expect(scopesOf(['draft'], true)).toEqual([null, 'draft', CREATE_SCOPE]);
  });

  it('creates a row for a new per-status grant and patches only what changed on a stored one', () => {
    const state = toMatrix(rows);
    const plan = planChanges(state, ROLE, [
      { collection: 'posts', status: 'archived', patch: { read: 'role' } },
      { collection: 'posts', status: 'draft', patch: { read: 'full', update: 'mine' } },
    ]);
    expect(plan.create).toEqual([
      expect.objectContaining({
        collection: 'posts',
        role: ROLE,
        status: 'archived',
        read: 'role',
        create: 'none',
      }),
    ]);
    expect(plan.update).toEqual([{ id: 10, read: 'full' }]);
    expect(plan.remove).toEqual([]);
  });

  it('deletes a stored row once it grants and blacklists nothing', () => {
    const state = toMatrix(rows);
    const plan = planChanges(state, ROLE, [
      { collection: 'tags', status: null, patch: { read: 'none', comment: 'none' } },
    ]);
    expect(plan).toEqual({ create: [], update: [], remove: [13] });
    // Taking away the last grant while a blacklist remains keeps (and patches) the row.
    const kept = planChanges(state, ROLE, [
      { collection: 'posts', status: 'published', patch: { read: 'none' } },
    ]);
    expect(kept).toEqual({ create: [], update: [{ id: 11, read: 'none' }], remove: [] });
  });

  it('maps field blacklists per field, sorted and without duplicates, and plans nothing for no change', () => {
    const state = toMatrix(rows);
    const plan = planChanges(state, ROLE, [
      {
        collection: 'posts',
        status: 'published',
        patch: { read_field_blacklist: ['title', 'notes', 'title'] },
      },
      { collection: 'posts', status: CREATE_SCOPE, patch: { write_field_blacklist: ['featured', 'author'] } },
    ]);
    expect(plan.update).toEqual([{ id: 11, read_field_blacklist: ['notes', 'title'] }]);
    expect(plan.create).toEqual([]);
    // A brand-new cell that only blacklists a field is still a row.
    const fresh = planChanges({}, ROLE, [
      { collection: 'pages', status: null, patch: { write_field_blacklist: ['slug'] } },
    ]);
    expect(fresh.create).toEqual([
      expect.objectContaining({ collection: 'pages', status: null, write_field_blacklist: ['slug'] }),
    ]);
  });

  it('sets a level on every scope of a row or column; $create only takes create', () => {
    const changes = setAll(
      [
        { collection: 'posts', statuses: ['draft', 'published'] },
        { collection: 'tags', statuses: null },
      ],
      ['read', 'create'],
      'full',
    );
    expect(changes).toEqual([
      { collection: 'posts', status: 'draft', patch: { read: 'full', create: 'full' } },
      { collection: 'posts', status: 'published', patch: { read: 'full', create: 'full' } },
      { collection: 'posts', status: CREATE_SCOPE, patch: { create: 'full' } },
      { collection: 'tags', status: null, patch: { read: 'full', create: 'full' } },
    ]);
    expect(setAll([{ collection: 'posts', statuses: ['draft'] }], ['delete'], 'none')).toEqual([
      { collection: 'posts', status: 'draft', patch: { delete: 'none' } },
    ]);
    const plan = planChanges(toMatrix(rows), ROLE, changes);
    expect(plan.update).toEqual(
      expect.arrayContaining([
        { id: 10, read: 'full' },
        { id: 11, create: 'full' },
      ]),
    );
    expect(plan.update.find((u) => u.id === 12)).toBeUndefined();
    expect(plan.update.find((u) => u.id === 13)).toEqual({ id: 13, create: 'full' });
  });

  it('summarises a status collection as mixed when its statuses differ, and cycles levels', () => {
    const state = toMatrix(rows);
    expect(summary(state, 'posts', ['draft', 'published'], 'read')).toBe('mixed');
    expect(summary(state, 'posts', ['draft', 'published'], 'delete')).toBe('none');
    expect(summary(state, 'tags', null, 'read')).toBe('full');
    expect(['none', 'mine', 'role', 'full', 'mixed'].map((l) => nextLevel(l as never))).toEqual([
      'mine',
      'role',
      'full',
      'none',
      'full',
    ]);
  });

  it("summarises a status collection's collection-wide row in its collapsed row (issue 31 #5)", () => {
    const state = toMatrix([{ id: 30, collection: 'articles', role: ROLE, status: null, read: 'full' }]);
    const statuses = ['published', 'draft'];
    expect(summary(state, 'articles', statuses, 'read')).toBe('full');
    expect(summary(state, 'articles', statuses, 'update')).toBe('none');
    // A click on the collapsed cell changes that row, not status rows that would replace it.
    const changes = setAll([{ collection: 'articles', statuses }], ['read'], 'none', state);
    expect(changes).toEqual([{ collection: 'articles', status: null, patch: { read: 'none' } }]);
    // Once status rows exist, the global row no longer applies to the statuses.
    const split = toMatrix([
      { id: 30, collection: 'articles', role: ROLE, status: null, read: 'full' },
      { id: 31, collection: 'articles', role: ROLE, status: 'draft', read: 'mine' },
    ]);
    expect(summary(split, 'articles', statuses, 'read')).toBe('mixed');
  });

  it('offers own and role items only where an owner field exists (issue 31 #5)', () => {
    expect(levelsFor(false)).toEqual(['none', 'full']);
    expect(nextLevel('none', levelsFor(false))).toBe('full');
    expect(nextLevel('full', levelsFor(false))).toBe('none');
    expect(nextLevel('none', levelsFor(true))).toBe('mine');
    expect(setAll([{ collection: 'tags', statuses: null, owned: false }], ['read'], 'mine')).toEqual([]);
    expect(setAll([{ collection: 'tags', statuses: null, owned: true }], ['read'], 'mine')).toHaveLength(1);
  });

  it('folds the saved rows back into the state', () => {
    const state = toMatrix(rows);
    const changes = [
      { collection: 'tags', status: null, patch: { read: 'none' as const, comment: 'none' as const } },
      { collection: 'posts', status: 'draft', patch: { delete: 'full' as const } },
      { collection: 'pages', status: null, patch: { read: 'full' as const } },
    ];
    const plan = planChanges(state, ROLE, changes);
    const next = applyRows(
      state,
      [{ id: 20, collection: 'pages', status: null, read: 'full' }],
      plan,
      changes,
    );
    expect(cellOf(next, 'tags', null).id).toBeUndefined();
    expect(cellOf(next, 'posts', 'draft')).toMatchObject({ id: 10, delete: 'full' });
    expect(cellOf(next, 'pages', null)).toMatchObject({ id: 20, read: 'full' });
  });
});

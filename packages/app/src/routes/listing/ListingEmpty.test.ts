import { describe, expect, it } from 'vitest';
import { emptyKind } from './ListingEmpty';

const base = { error: false, fieldCount: 3, collection: 'articles', totalCount: 5, shown: 5, loading: false };

describe('listing empty states', () => {
  it('follows the catalogue order', () => {
    expect(emptyKind({ ...base, error: true, fieldCount: 0 })).toBe('server_error');
    expect(emptyKind({ ...base, fieldCount: 0, totalCount: 0 })).toBe('no_fields');
    expect(emptyKind({ ...base, collection: 'directus_files', totalCount: 0, shown: 0 })).toBe('no_files');
    expect(emptyKind({ ...base, totalCount: 0, shown: 0 })).toBe('empty_collection');
    expect(emptyKind({ ...base, shown: 0 })).toBe('no_results');
    expect(emptyKind(base)).toBeNull();
    expect(emptyKind({ ...base, loading: true, shown: 0 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { FIELD_TYPES } from '@atrium/sdk';
import { isFilterable, operatorApplies, operatorsFor } from './field-operators';

describe('filter operators by field type', () => {
  it('offers has / nhas only on one-to-many, many-to-many and translation fields', () => {
    const counting = FIELD_TYPES.filter((type) => operatorApplies(type, 'has'));
    expect(counting.sort()).toEqual(['o2m', 'translation']);
    expect(FIELD_TYPES.filter((type) => operatorApplies(type, 'nhas')).sort()).toEqual([
      'o2m',
      'translation',
    ]);
    expect(operatorsFor('o2m')).not.toContain('eq');
  });

  it('offers comparisons on numbers and dates, not on text, booleans or relations', () => {
    for (const type of ['integer', 'decimal', 'sort', 'date', 'time', 'datetime', 'datetime_created'])
      expect(operatorsFor(type)).toEqual(expect.arrayContaining(['lt', 'lte', 'gt', 'gte']));
    for (const type of ['string', 'boolean', 'm2o', 'o2m', 'json', 'hash'])
      expect(operatorsFor(type)).not.toContain('gt');
    expect(operatorsFor('integer')).not.toContain('contains');
  });

  it('offers nothing on fields that hold no value, and text operators on unknown types', () => {
    expect(isFilterable('alias')).toBe(false);
    expect(isFilterable('group')).toBe(false);
    // The server refuses any condition on a hash (issue 31 #3).
    expect(isFilterable('hash')).toBe(false);
    expect(isFilterable('string')).toBe(true);
    expect(operatorsFor('some_custom_type')).toEqual(operatorsFor('string'));
    expect(operatorsFor(null)).toEqual(operatorsFor('string'));
  });

  it('starts a new filter on the usual operator of the type', () => {
    expect(operatorsFor('string')[0]).toBe('contains');
    expect(operatorsFor('integer')[0]).toBe('eq');
    expect(operatorsFor('o2m')[0]).toBe('has');
  });
});

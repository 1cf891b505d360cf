import { describe, expect, it } from 'vitest';
import {
  datatypesFor,
  defaultDatatype,
  defaultLength,
  lengthProblem,
  lengthRule,
  primaryKeyState,
  relationKindFor,
} from './rules';

describe('field wizard rules', () => {
  it('gives each type its datatypes, default first, and none to alias types', () => {
    expect(datatypesFor('string')[0]).toBe('VARCHAR');
    expect(datatypesFor('integer')[0]).toBe('INT');
    expect(datatypesFor('boolean')).toEqual(['TINYINT']);
    expect(datatypesFor('json')[0]).toBe('TEXT');
    expect(datatypesFor('lang')[0]).toBe('CHAR');
    expect(datatypesFor('decimal')[0]).toBe('DECIMAL');
    expect(datatypesFor('datetime')[0]).toBe('DATETIME');
    expect(datatypesFor('m2o')[0]).toBe('INT');
    for (const alias of ['alias', 'o2m', 'group', 'translation']) expect(datatypesFor(alias)).toEqual([]);
  });

  it('turns a string recommended longer than 255 into TEXT', () => {
    expect(defaultDatatype('string', 65534)).toBe('TEXT');
    expect(defaultDatatype('string', 200)).toBe('VARCHAR');
    expect(defaultDatatype('o2m')).toBeNull();
  });

  it('knows default lengths and maxima per datatype (product.md §3)', () => {
    expect(lengthRule('CHAR')).toMatchObject({ kind: 'length', default: 50, max: 255 });
    expect(lengthRule('VARCHAR')).toMatchObject({ kind: 'length', default: 255, max: 65535 });
    expect(lengthRule('DECIMAL')).toMatchObject({ default: 10, max: 65, scaleDefault: 10, scaleMax: 30 });
    expect(lengthRule('INT').kind).toBe('none');
    expect(defaultLength('VARCHAR')).toBe('255');
    expect(defaultLength('VARCHAR', 100)).toBe('100');
    expect(defaultLength('CHAR', 1000)).toBe('50');
    expect(defaultLength('DECIMAL')).toBe('10,10');
    expect(defaultLength('TEXT')).toBeNull();
  });

  it('rejects lengths beyond the datatype maximum', () => {
    expect(lengthProblem('CHAR', '255')).toBeNull();
    expect(lengthProblem('CHAR', '256')).toBe('length_too_long');
    expect(lengthProblem('VARCHAR', '65536')).toBe('length_too_long');
    expect(lengthProblem('VARCHAR', '')).toBe('length_required');
    expect(lengthProblem('DECIMAL', '66,2')).toBe('length_too_long');
    expect(lengthProblem('DECIMAL', '40,31')).toBe('scale_too_large');
    expect(lengthProblem('DECIMAL', '10,2')).toBeNull();
    expect(lengthProblem('INT', null)).toBeNull();
  });

  it('allows one primary key, and never turns an existing one off', () => {
    const fields = [
      { field: 'id', primary_key: true },
      { field: 'title', primary_key: false },
    ];
    expect(primaryKeyState(fields, null)).toEqual({ allowed: false, reason: 'other_primary_key' });
    expect(primaryKeyState(fields, fields[0]!)).toEqual({ allowed: false, reason: 'locked_on_existing' });
    expect(primaryKeyState([{ field: 'title', primary_key: false }], null).allowed).toBe(true);
  });

  it('asks for a relation for relational types and interfaces', () => {
    expect(relationKindFor('m2o', undefined)).toBe('m2o');
    expect(relationKindFor('o2m', 'o2m')).toBe('o2m');
    expect(relationKindFor('o2m', 'm2m')).toBe('m2m');
    expect(relationKindFor('o2m', { type: 'm2m' })).toBe('m2m');
    expect(relationKindFor('translation', 'translation')).toBe('translation');
    expect(relationKindFor('file', 'file')).toBe('m2o');
    expect(relationKindFor('string', undefined)).toBeNull();
  });
});

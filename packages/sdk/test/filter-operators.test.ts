import { describe, expect, it } from 'vitest';
import { FILTER_OPERATORS, MENU_FILTER_OPERATORS, filterOperatorOf } from '../src';

describe('filter operators', () => {
  it('resolves every operator, in any letter case', () => {
    for (const op of FILTER_OPERATORS) {
      expect(filterOperatorOf(op)).toBe(op);
      expect(filterOperatorOf(op.toUpperCase())).toBe(op);
    }
  });

  it('resolves the aliases to the operator they mean', () => {
    expect(filterOperatorOf('=')).toBe('eq');
    expect(filterOperatorOf('<>')).toBe('neq');
    expect(filterOperatorOf('>=')).toBe('gte');
    expect(filterOperatorOf('LIKE')).toBe('contains');
    expect(filterOperatorOf('nlike')).toBe('ncontains');
  });

  it('refuses anything else, inherited object keys included', () => {
    for (const key of ['', 'equals', 'toString', '__proto__', 'constructor', '=='])
      expect(filterOperatorOf(key)).toBeNull();
  });

  it('offers in the menu only operators the server evaluates', () => {
    for (const op of MENU_FILTER_OPERATORS) expect(FILTER_OPERATORS).toContain(op);
  });
});

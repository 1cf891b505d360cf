/** Alias field types (api.md §5.3): fields with no database column of their own. */
import type { FieldType } from './field-types';

/** The types with no column: no datatype, no length, no default value. */
export const ALIAS_TYPES: readonly FieldType[] = ['alias', 'o2m', 'group', 'translation', 'm2m'];

/** Whether a field of `type` has no column. */
export const isAliasType = (type: string): boolean => (ALIAS_TYPES as readonly string[]).includes(type);

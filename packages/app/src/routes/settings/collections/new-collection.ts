/**
 * The fields a new collection starts with (issue 13, product.md §3): its primary key of the
 * chosen kind and the optional system fields. Pure, so the shapes sent to `POST /collections`
 * are tested.
 */
import { DEFAULT_STATUS_MAPPING, type Field } from '@atrium/sdk';

export type PrimaryKeyKind = 'auto_increment' | 'string' | 'uuid';
export type SystemField = 'status' | 'sort' | 'owner' | 'created_on' | 'modified_by' | 'modified_on';
export const SYSTEM_FIELDS: SystemField[] = [
  'status',
  'sort',
  'owner',
  'created_on',
  'modified_by',
  'modified_on',
];

type NewField = Partial<Field> & { field: string };

export function primaryKeyField(kind: PrimaryKeyKind): NewField {
  const common = { field: 'id', primary_key: true, interface: 'primary-key', readonly: true, sort: 1 };
  switch (kind) {
    case 'auto_increment':
      return { ...common, type: 'integer', datatype: 'INT', auto_increment: true, hidden_detail: true };
    case 'string':
      return { ...common, type: 'string', datatype: 'VARCHAR', length: '255', readonly: false };
    case 'uuid':
      return {
        ...common,
        type: 'uuid',
        datatype: 'VARCHAR',
        length: '36',
        interface: 'text-input',
        hidden_detail: true,
      };
  }
}

const SYSTEM: Record<SystemField, Omit<NewField, 'sort'>> = {
  status: {
    field: 'status',
    type: 'status',
    datatype: 'VARCHAR',
    length: '20',
    interface: 'status',
    default_value: 'draft',
    width: 'full',
    options: { status_mapping: DEFAULT_STATUS_MAPPING },
  },
  sort: { field: 'sort', type: 'sort', datatype: 'INT', interface: 'sort', hidden_detail: true },
  owner: {
    field: 'owner',
    type: 'owner',
    datatype: 'INT',
    interface: 'owner',
    readonly: true,
    hidden_detail: true,
  },
  created_on: {
    field: 'created_on',
    type: 'datetime_created',
    datatype: 'DATETIME',
    interface: 'datetime-created',
    readonly: true,
    hidden_detail: true,
  },
  modified_by: {
    field: 'modified_by',
    type: 'user_updated',
    datatype: 'INT',
    interface: 'user-updated',
    readonly: true,
    hidden_detail: true,
  },
  modified_on: {
    field: 'modified_on',
    type: 'datetime_updated',
    datatype: 'DATETIME',
    interface: 'datetime-updated',
    readonly: true,
    hidden_detail: true,
  },
};

/** The `fields` of a new collection: the primary key, then the chosen system fields in order. */
export function newCollectionFields(kind: PrimaryKeyKind, extras: readonly SystemField[]): NewField[] {
  const chosen = SYSTEM_FIELDS.filter((f) => extras.includes(f));
  return [primaryKeyField(kind), ...chosen.map((f, i) => ({ ...SYSTEM[f], sort: i + 2 }))];
}

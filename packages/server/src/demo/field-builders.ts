/** Field definitions as the schema endpoints take them (`POST /collections`, `fields[]`). */
export type DemoField = Record<string, unknown> & { field: string; type: string; interface: string };

export const primaryKey = (): DemoField => ({
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  interface: 'primary-key',
  primary_key: true,
  auto_increment: true,
  hidden_detail: true,
  sort: 1,
});

export const stringField = (field: string, sort: number, extra: Partial<DemoField> = {}): DemoField => ({
  field,
  type: 'string',
  datatype: 'VARCHAR',
  length: 200,
  interface: 'text-input',
  sort,
  ...extra,
});

export const textField = (field: string, sort: number, extra: Partial<DemoField> = {}): DemoField => ({
  field,
  type: 'string',
  datatype: 'TEXT',
  interface: 'textarea',
  options: { rows: 4 },
  sort,
  ...extra,
});

export const m2oField = (field: string, sort: number, extra: Partial<DemoField> = {}): DemoField => ({
  field,
  type: 'm2o',
  datatype: 'INT',
  interface: 'many-to-one',
  sort,
  ...extra,
});

export const fileField = (field: string, sort: number, extra: Partial<DemoField> = {}): DemoField => ({
  field,
  type: 'file',
  datatype: 'INT',
  interface: 'file',
  sort,
  ...extra,
});

import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInt,
  GraphQLScalarType,
  GraphQLString,
  Kind,
  type ValueNode,
} from 'graphql';
import type { FieldInfo } from '../../schema/overview';
import { isDateField } from '../../query/values';

/**
 * The scalars of the schema and the scalar of each field type (Directus 11's mapping): integers
 * as `Int` (64-bit columns as `GraphQLBigInt`, a string), decimals as `Float`, booleans, dates and
 * times as `Date` (the same strings REST answers), JSON and arrays as `JSON`, the rest `String`.
 */

function literal(ast: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
    case Kind.ENUM:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map((v) => literal(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[ast.name.value];
  }
}

export const GraphQLJSON = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: objects, arrays and the values of JSON and array fields.',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});

const asString = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  throw new TypeError(`Not a string: ${JSON.stringify(v)}`);
};

export const GraphQLDate = new GraphQLScalarType({
  name: 'Date',
  description:
    'A date, time or datetime as the REST API writes it ("2024-05-01 10:00:00", "2024-05-01", "10:00:00").',
  serialize: asString,
  parseValue: asString,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

export const GraphQLBigInt = new GraphQLScalarType({
  name: 'GraphQLBigInt',
  description: 'A 64-bit integer, written as a string.',
  serialize: asString,
  parseValue: asString,
  parseLiteral: (ast) => (ast.kind === Kind.STRING || ast.kind === Kind.INT ? ast.value : null),
});

export type ScalarKind = 'int' | 'bigint' | 'float' | 'boolean' | 'date' | 'json' | 'string';

const BIG = /^bigint|^int8$/;
const INT = /^(tiny|small|medium)?int|^integer|^serial|^int[24]$|^year/;
const FLOAT = /decimal|numeric|float|double|real/;

export function scalarKind(field: FieldInfo): ScalarKind {
  if (field.type === 'boolean') return 'boolean';
  if (field.type === 'json' || field.type === 'array') return 'json';
  if (isDateField(field)) return 'date';
  const t = field.column?.dataType ?? '';
  if (BIG.test(t)) return 'bigint';
  if (INT.test(t)) return 'int';
  if (FLOAT.test(t)) return 'float';
  if (t === '' && field.type === 'integer') return 'int';
  if (t === '' && field.type === 'decimal') return 'float';
  return 'string';
}

export const SCALAR_OF: Record<ScalarKind, GraphQLScalarType> = {
  int: GraphQLInt,
  bigint: GraphQLBigInt,
  float: GraphQLFloat,
  boolean: GraphQLBoolean,
  date: GraphQLDate,
  json: GraphQLJSON,
  string: GraphQLString,
};

export const isNumericKind = (k: ScalarKind): boolean => k === 'int' || k === 'bigint' || k === 'float';

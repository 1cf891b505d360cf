/**
 * A listing's REST params as the equal GraphQL query (docs/graphql.md), written against the
 * caller's schema (its SDL): `field.*` becomes the related type's scalar fields, `*.*` every field
 * of the collection, the filter its `_and` of operator objects with values typed as the schema's
 * filter inputs take them, `q` the `search`. Loaded only when a copy is asked for (graphql is heavy).
 */
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import type { QueryParams } from '@atrium/sdk';

/** Why a view cannot be written as GraphQL (the message names what is missing). */
export class NotExpressible extends Error {}

const VALUELESS = new Set(['null', 'nnull', 'empty', 'nempty']);

function leafFields(type: GraphQLObjectType): string[] {
  return Object.values(type.getFields())
    .filter((f) => isLeafType(getNamedType(f.type)))
    .map((f) => f.name);
}

/** `id`, `author.*`, `*.*` -> a selection on `type`. */
function selection(type: GraphQLObjectType, fields: string[]): string {
  const out = new Map<string, string>();
  const add = (name: string, expand: boolean) => {
    const field = type.getFields()[name];
    if (!field) return;
    const target = getNamedType(field.type);
    if (isObjectType(target)) {
      if (expand) out.set(name, `${name} { ${leafFields(target).join(' ')} }`);
      else if (!out.has(name)) out.set(name, `${name} { ${leafFields(target).slice(0, 1).join(' ')} }`);
    } else out.set(name, name);
  };
  for (const path of fields) {
    const [head = '', rest] = path.split(/\.(.*)/s);
    if (head === '*') for (const name of Object.keys(type.getFields())) add(name, rest !== undefined);
    else add(head, rest !== undefined);
  }
  return [...out.values()].join('\n    ');
}

const list = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : String(v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** A REST value as the literal the operator's input type takes. */
function literal(type: GraphQLInputType, value: unknown): string {
  if (isListType(type))
    return `[${list(value)
      .map((v) => literal(type.ofType, v))
      .join(', ')}]`;
  const name = getNamedType(type).name;
  if (name === 'Float' || name === 'Int') {
    const n = Number(value);
    if (!Number.isFinite(n)) throw new NotExpressible(`"${String(value)}" is not a number`);
    return String(n);
  }
  if (name === 'Boolean') return String(value === true || value === 'true' || value === '1' || value === 1);
  return JSON.stringify(String(value));
}

function filterOf(
  schema: ReturnType<typeof buildSchema>,
  name: string,
  filter: QueryParams['filter'],
): string[] {
  if (!filter) return [];
  const input = schema.getType(`${name}_filter`);
  if (!isInputObjectType(input)) throw new NotExpressible(`no filter type for "${name}"`);
  const conditions: string[] = [];
  for (const [field, raw] of Object.entries(filter)) {
    const ops = input.getFields()[field];
    const opType = ops && getNamedType(ops.type);
    if (!opType || !isInputObjectType(opType))
      throw new NotExpressible(`"${field}" cannot be filtered in GraphQL`);
    for (const condition of Array.isArray(raw) ? raw : [raw]) {
      const entries: [string, unknown][] =
        typeof condition === 'object' && condition !== null ? Object.entries(condition) : [['eq', condition]];
      for (const [op, value] of entries) {
        if (op === 'logical') continue;
        const target = opType.getFields()[`_${op}`];
        if (!target) throw new NotExpressible(`"${op}" on "${field}" has no GraphQL operator`);
        const v = VALUELESS.has(op) ? 'true' : literal(target.type, value);
        conditions.push(`{ ${field}: { _${op}: ${v} } }`);
      }
    }
  }
  return conditions;
}

/** The GraphQL query equal to `GET /items/<collection>?<params>`, for the role whose SDL this is. */
export function graphqlQuery(sdl: string, collection: string, params: QueryParams): string {
  const schema = buildSchema(sdl);
  const root = schema.getQueryType()?.getFields()[collection];
  const type = root && getNamedType(root.type);
  if (!root || !type || !isObjectType(type))
    throw new NotExpressible(`"${collection}" is not in the GraphQL schema`);
  const fields = params.fields === undefined ? ['*'] : list(params.fields).map(String);
  const args: string[] = [];
  const conditions = filterOf(schema, collection, params.filter);
  if (conditions.length === 1) args.push(`filter: ${conditions[0]}`);
  else if (conditions.length > 1) args.push(`filter: { _and: [${conditions.join(', ')}] }`);
  if (params.sort !== undefined) args.push(`sort: ${JSON.stringify(list(params.sort).map(String))}`);
  if (params.limit !== undefined) args.push(`limit: ${Number(params.limit)}`);
  if (params.offset !== undefined) args.push(`offset: ${Number(params.offset)}`);
  if (params.page !== undefined) args.push(`page: ${Number(params.page)}`);
  if (typeof params.q === 'string' && params.q !== '') args.push(`search: ${JSON.stringify(params.q)}`);
  const head = args.length ? `${collection}(${args.join(', ')})` : collection;
  return `query {\n  ${head} {\n    ${selection(type, fields)}\n  }\n}\n`;
}

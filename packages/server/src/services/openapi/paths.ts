import type { CollectionView } from '../graphql/role-view';
import { componentName, type JsonSchema } from './item-schemas';

/**
 * The paths of the document: the item endpoints of every collection the role may read (with the
 * methods its permissions allow), and the fixed endpoints every project serves.
 */

type Operation = Record<string, unknown>;

const param = (name: string, description: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

const QUERY_PARAMS = [
  param('fields', 'Fields to return, comma-separated; dotted paths for related fields (author.name)'),
  param('limit', 'Items per page; -1 for all', { type: 'integer' }),
  param('offset', 'Items to skip', { type: 'integer' }),
  param('page', 'Page number (with limit)', { type: 'integer' }),
  param('sort', 'Fields to sort by, comma-separated; a leading "-" sorts descending'),
  param('filter', 'Conditions: filter[field][operator]=value', { type: 'object' }),
  param('q', 'Full-text search'),
  param('meta', 'Metadata to add: total_count, filter_count, result_count, status_count, page or *'),
  param('status', 'Statuses to include, comma-separated; * for all'),
  param(
    'deep',
    'The related items of list relations per parent: deep[relation][_filter|_sort|_limit|_offset|_page|_search]',
    { type: 'object' },
  ),
];

const ID = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The primary key',
  schema: { type: 'string' },
};

const jsonBody = (schema: JsonSchema) => ({ required: true, content: { 'application/json': { schema } } });
const answer = (description: string, data: JsonSchema) => ({
  description,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { data, meta: { type: 'object' } } },
    },
  },
});
const ERRORS = {
  '400': { $ref: '#/components/responses/Error' },
  '401': { $ref: '#/components/responses/Error' },
  '403': { $ref: '#/components/responses/Error' },
  '404': { $ref: '#/components/responses/Error' },
};
const NO_CONTENT = { '204': { description: 'Done; nothing to answer' } };

/**
 * The list and item paths of a collection under `base` (`/items/articles`, `/users`); `readOnly`
 * for the system collections REST only reads (activity, revisions).
 */
export function itemPaths(
  view: CollectionView,
  base: string,
  readOnly = false,
): Record<string, Record<string, Operation>> {
  const item = { $ref: `#/components/schemas/${componentName(view.info.collection)}` };
  const payload = { $ref: `#/components/schemas/${componentName(view.info.collection)}_payload` };
  const tag = [view.info.collection];
  const name = view.info.collection.replace(/[^a-zA-Z0-9]/g, '_');
  const list: Record<string, Operation> = {
    get: {
      operationId: `read_${name}_items`,
      tags: tag,
      summary: `List the ${view.info.collection} items`,
      parameters: QUERY_PARAMS,
      responses: { '200': answer('The items', { type: 'array', items: item }), ...ERRORS },
    },
  };
  const one: Record<string, Operation> = {
    get: {
      operationId: `read_${name}_item`,
      tags: tag,
      summary: `Read one ${view.info.collection} item`,
      parameters: [ID, QUERY_PARAMS[0]],
      responses: { '200': answer('The item', item), ...ERRORS },
    },
  };
  if (view.create && !readOnly)
    list.post = {
      operationId: `create_${name}_item`,
      tags: tag,
      summary: `Create ${view.info.collection} items (an object or an array)`,
      requestBody: jsonBody({ anyOf: [payload, { type: 'array', items: payload }] }),
      responses: { '200': answer('The created item(s)', {}), ...NO_CONTENT, ...ERRORS },
    };
  if (view.update && !readOnly)
    one.patch = {
      operationId: `update_${name}_item`,
      tags: tag,
      summary: `Update a ${view.info.collection} item`,
      parameters: [ID],
      requestBody: jsonBody(payload),
      responses: { '200': answer('The updated item', item), ...NO_CONTENT, ...ERRORS },
    };
  if (view.delete && !readOnly)
    one.delete = {
      operationId: `delete_${name}_item`,
      tags: tag,
      summary: `Delete a ${view.info.collection} item`,
      parameters: [ID],
      responses: { ...NO_CONTENT, ...ERRORS },
    };
  return { [`${base}`]: list, [`${base}/{id}`]: one };
}

const GRAPHQL_BODY = jsonBody({
  type: 'object',
  required: ['query'],
  properties: { query: { type: 'string' }, variables: { type: 'object' }, operationName: { type: 'string' } },
});
const GRAPHQL_ANSWER = {
  description: 'A GraphQL answer',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { data: { type: 'object' }, errors: { type: 'array', items: { type: 'object' } } },
      },
    },
  },
};

/** Endpoints every project serves whatever the role (what they answer depends on it). */
export function fixedPaths(): Record<string, Record<string, Operation>> {
  const simple = (operationId: string, summary: string, tag: string) => ({
    operationId,
    summary,
    tags: [tag],
    responses: { '200': answer(summary, {}), ...ERRORS },
  });
  const graphql = (scope: string, suffix: string) => ({
    post: {
      operationId: `graphql${suffix}`,
      summary: `Run a GraphQL request on the ${scope}`,
      tags: ['graphql'],
      requestBody: GRAPHQL_BODY,
      responses: { '200': GRAPHQL_ANSWER, '400': GRAPHQL_ANSWER },
    },
    get: {
      operationId: `graphql${suffix}_get`,
      summary: `Run a GraphQL query on the ${scope}`,
      tags: ['graphql'],
      parameters: [
        { name: 'query', in: 'query', required: true, schema: { type: 'string' } },
        param('variables', 'Variables as JSON'),
        param('operationName', 'The operation to run'),
      ],
      responses: { '200': GRAPHQL_ANSWER, '400': GRAPHQL_ANSWER },
    },
  });
  return {
    '/graphql': graphql('project collections', ''),
    '/graphql/system': graphql('system collections', '_system'),
    '/server/specs/oas': {
      get: simple('specs_oas', "This OpenAPI document, for the caller's role", 'server'),
    },
    '/server/specs/graphql': {
      get: {
        operationId: 'specs_graphql',
        summary: "The GraphQL schema (SDL) for the caller's role",
        tags: ['server'],
        parameters: [param('scope', '"items" (default) or "system"')],
        responses: {
          '200': { description: 'SDL', content: { 'text/plain': { schema: { type: 'string' } } } },
          ...ERRORS,
        },
      },
    },
    '/auth/authenticate': {
      post: {
        operationId: 'auth_authenticate',
        summary: 'Sign in with email and password: a token',
        tags: ['auth'],
        security: [],
        requestBody: jsonBody({
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string' }, password: { type: 'string' }, otp: { type: 'string' } },
        }),
        responses: { '200': answer('The token and the user', {}), ...ERRORS },
      },
    },
    '/auth/refresh': { post: simple('auth_refresh', 'A fresh token for a valid one', 'auth') },
    '/users/me': { get: simple('users_me', 'The signed-in user', 'users') },
    '/collections': { get: simple('collections_list', 'The collections', 'schema') },
    '/fields': { get: simple('fields_list', 'The fields of every collection', 'schema') },
    '/relations': { get: simple('relations_list', 'The relations', 'schema') },
    '/utils/random/string': { get: simple('utils_random_string', 'A random string', 'utils') },
  };
}

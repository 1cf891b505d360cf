import {
  execute,
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { ApiError, errors } from '../../errors';
import { compiledQuery } from './compiled';
import type { ServiceContext } from '../items/context';
import { formatError, requestError, type GraphqlErrorBody } from './errors';
import { RequestBudget, type GraphqlLimits } from './limits';
import type { Scope } from './role-view';
import { schemaFor } from './schema';

/**
 * One GraphQL request (or a batch: an array of them) for one caller: each document is parsed and
 * validated against the caller's schema (kept per schema, so a repeated query is not validated
 * again), the limits are checked on the whole request, and only then do the operations run, one
 * after the other, through the read and write paths of REST.
 */

export interface GraphqlRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphqlOptions {
  scope: Scope;
  /** GET runs queries only. */
  method: 'GET' | 'POST';
  introspection: boolean;
  limits: GraphqlLimits;
  requestId: string;
  log: (err: unknown) => void;
}

export interface GraphqlResult {
  data?: unknown;
  errors?: GraphqlErrorBody[];
}

export interface GraphqlAnswer {
  status: number;
  body: GraphqlResult | GraphqlResult[];
}

const DOCUMENTS_PER_SCHEMA = 200;
const documents = new WeakMap<GraphQLSchema, Map<string, DocumentNode | readonly GraphQLError[]>>();

/** The document of a query text, parsed and validated once per schema (`readonly GraphQLError[]` when invalid). */
function documentOf(
  schema: GraphQLSchema,
  text: string,
  introspection: boolean,
): DocumentNode | readonly GraphQLError[] {
  let cache = documents.get(schema);
  if (!cache) documents.set(schema, (cache = new Map()));
  const key = `${introspection ? 1 : 0}${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let out: DocumentNode | readonly GraphQLError[];
  try {
    const doc = parse(text, { maxTokens: 20_000 });
    const rules = introspection ? specifiedRules : [...specifiedRules, NoSchemaIntrospectionCustomRule];
    const problems = validate(schema, doc, rules, { maxErrors: 20 });
    out = problems.length ? problems : doc;
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    out = [err];
  }
  if (cache.size >= DOCUMENTS_PER_SCHEMA) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}

interface Prepared {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

function prepare(schema: GraphQLSchema, req: GraphqlRequest, opts: GraphqlOptions): Prepared | GraphqlResult {
  if (!req || typeof req !== 'object') throw errors.badRequest('A GraphQL request is an object with "query"');
  if (typeof req.query !== 'string' || req.query.trim() === '') {
    throw errors.badRequest('A GraphQL request needs "query": the document to run');
  }
  let variables = req.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      throw errors.badRequest('"variables" must be a JSON object');
    }
  }
  if (
    variables !== undefined &&
    variables !== null &&
    (typeof variables !== 'object' || Array.isArray(variables))
  )
    throw errors.badRequest('"variables" must be an object');
  const operationName =
    typeof req.operationName === 'string' && req.operationName !== '' ? req.operationName : undefined;
  const doc = documentOf(schema, req.query, opts.introspection);
  if (!('kind' in doc)) {
    return { errors: doc.map((e) => formatError(e, opts.requestId, opts.log)) };
  }
  if (opts.method === 'GET') {
    const op = getOperationAST(doc, operationName);
    if (op && op.operation !== 'query')
      throw errors.methodNotAllowed('A GET request runs queries only: send mutations with POST');
  }
  return {
    document: doc,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName,
  };
}

export async function runGraphql(
  ctx: ServiceContext,
  body: GraphqlRequest | GraphqlRequest[],
  opts: GraphqlOptions,
): Promise<GraphqlAnswer> {
  const batch = Array.isArray(body);
  const list = batch ? body : [body];
  try {
    if (list.length === 0) throw errors.badRequest('An empty batch');
    if (list.length > opts.limits.max_operations) {
      throw errors.readTooLarge(
        `This batch holds more than ${opts.limits.max_operations} requests, the most this project allows (graphql.max_operations)`,
      );
    }
    const schema = schemaFor(ctx, opts.scope);
    const budget = new RequestBudget(opts.limits);
    const prepared = list.map((req) => prepare(schema, req, opts));
    for (const p of prepared) if ('document' in p) budget.check(p.document, p.operationName);
    const results: GraphqlResult[] = [];
    for (const p of prepared) {
      if (!('document' in p)) {
        results.push(p);
        continue;
      }
      // Plain queries run their resolvers and shape the rows with a compiled projector (compiled.ts).
      const fast = compiledQuery(schema, p.document, p.operationName);
      const data = fast ? await fast.run(schema, { ctx }, p.variables) : undefined;
      if (data !== undefined) {
        results.push({ data });
        continue;
      }
      const out = await execute({
        schema,
        document: p.document,
        variableValues: p.variables,
        operationName: p.operationName,
        contextValue: { ctx },
      });
      const result: GraphqlResult = {};
      if (out.errors?.length) result.errors = out.errors.map((e) => formatError(e, opts.requestId, opts.log));
      if (out.data !== undefined) result.data = out.data;
      results.push(result);
    }
    const invalid = !batch && results[0]!.data === undefined;
    return { status: invalid ? 400 : 200, body: batch ? results : results[0]! };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const result = { errors: [requestError(err)] };
    return { status: err.status, body: batch ? [result] : result };
  }
}

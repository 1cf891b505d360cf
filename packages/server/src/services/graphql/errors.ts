import { ErrorCode } from '@atrium/sdk';
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { ApiError } from '../../errors';

/**
 * Errors in GraphQL's shape, `extensions.code` the catalogue code REST answers with (and
 * `extensions.status` its HTTP status): a refused read is `{ code: 300 }` here as there. Errors of
 * the document itself (syntax, unknown fields, wrong argument types) are `400/2`; anything not from
 * the catalogue is `0` with the request id, its details going to the log only.
 */

export interface GraphqlErrorBody {
  message: string;
  locations?: GraphQLFormattedError['locations'];
  path?: GraphQLFormattedError['path'];
  extensions: { code: number; status: number; request_id?: string };
}

export function formatError(
  err: GraphQLError,
  requestId: string,
  log: (err: unknown) => void,
): GraphqlErrorBody {
  const base = { locations: err.locations, path: err.path };
  const original = err.originalError;
  if (original instanceof ApiError) {
    return {
      ...base,
      message: original.message,
      extensions: { code: original.code, status: original.status },
    };
  }
  if (original && !(original as { extensions?: unknown }).extensions) {
    // A coercion failure of a scalar is the caller's; anything else is ours.
    if (original instanceof TypeError && err.path === undefined) {
      return { ...base, message: err.message, extensions: { code: ErrorCode.BadRequest, status: 400 } };
    }
    log(original);
    return {
      ...base,
      message: 'Internal error',
      extensions: { code: ErrorCode.Unknown, status: 500, request_id: requestId },
    };
  }
  return { ...base, message: err.message, extensions: { code: ErrorCode.BadRequest, status: 400 } };
}

/** A catalogue error raised before execution (limits, a refused method), as one GraphQL error. */
export function requestError(err: ApiError): GraphqlErrorBody {
  return { message: err.message, extensions: { code: err.code, status: err.status } };
}

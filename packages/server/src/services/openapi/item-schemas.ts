import type { FieldInfo } from '../../schema/overview';
import { scalarKind } from '../graphql/scalars';
import type { CollectionView } from '../graphql/role-view';

/**
 * The JSON Schema (OpenAPI 3.1) of each collection's items as the caller's role reads them: its
 * readable fields, each typed as REST writes it, a relation either its key or the related item.
 */

export type JsonSchema = Record<string, unknown>;

/** A component name OpenAPI accepts (`^[a-zA-Z0-9._-]+$`). */
export function componentName(collection: string): string {
  return `Items_${collection.replace(/[^a-zA-Z0-9._-]/g, '_')}`;
}

const ref = (collection: string) => ({ $ref: `#/components/schemas/${componentName(collection)}` });

function scalarSchema(f: FieldInfo): JsonSchema {
  switch (scalarKind(f)) {
    case 'int':
      return { type: ['integer', 'null'] };
    case 'bigint':
      return { type: ['string', 'null'], description: 'A 64-bit integer, as a string' };
    case 'float':
      return { type: ['number', 'null'] };
    case 'boolean':
      return { type: ['boolean', 'null'] };
    case 'date':
      return {
        type: ['string', 'null'],
        description: 'Date/time as "YYYY-MM-DD HH:MM:SS", "YYYY-MM-DD" or "HH:MM:SS"',
      };
    case 'json':
      return {};
    default:
      return { type: ['string', 'null'] };
  }
}

export function itemSchema(view: CollectionView, views: Map<string, CollectionView>): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of view.fields) {
    const target = f.m2o?.collection ?? f.o2m?.collection;
    if (target && view.nested.has(f.field) && views.has(target)) {
      const key = scalarSchema(views.get(target)!.info.fields.get(views.get(target)!.info.primaryKey)!);
      const one = { anyOf: [key, ref(target)] };
      properties[f.field] = f.o2m ? { type: ['array', 'null'], items: one } : one;
    } else properties[f.field] = scalarSchema(f);
  }
  return { type: 'object', properties };
}

/** The writable fields of a collection for a create or update payload. */
export function payloadSchema(view: CollectionView): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of view.writable) properties[f.field] = f.m2o || f.o2m ? {} : scalarSchema(f);
  return { type: 'object', properties };
}

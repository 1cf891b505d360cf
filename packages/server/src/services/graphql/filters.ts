import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import type { FieldInfo } from '../../schema/overview';
import { GraphQLBigInt, GraphQLDate, GraphQLJSON, scalarKind, type ScalarKind } from './scalars';
import type { CollectionView } from './role-view';

/**
 * Filter input types (Directus 11: `<collection>_filter` with `_and`, `_or`, one operator object
 * per field, and the related collection's filter under a relational field). Their values are
 * Directus 11 filters, read by query/nested-filter.ts like `deep[…][_filter]`.
 */

type OperatorSet = 'string' | 'number' | 'bigint' | 'boolean' | 'date' | 'json';

const COMPARISONS = ['_eq', '_neq', '_lt', '_lte', '_gt', '_gte', '_in', '_nin'] as const;
const PRESENCE = ['_null', '_nnull'] as const;
const EMPTINESS = ['_empty', '_nempty'] as const;

const OPERATORS: Record<OperatorSet, readonly string[]> = {
  string: ['_eq', '_neq', '_in', '_nin', '_contains', '_ncontains', ...PRESENCE, ...EMPTINESS],
  number: [...COMPARISONS, ...PRESENCE],
  bigint: [...COMPARISONS, ...PRESENCE],
  boolean: ['_eq', '_neq', ...PRESENCE],
  date: [...COMPARISONS, ...PRESENCE],
  json: [...PRESENCE, ...EMPTINESS],
};

const VALUE_TYPE: Record<OperatorSet, GraphQLInputType> = {
  string: GraphQLString,
  number: GraphQLFloat,
  bigint: GraphQLBigInt,
  boolean: GraphQLBoolean,
  date: GraphQLDate,
  json: GraphQLJSON,
};

function operatorInput(set: OperatorSet): GraphQLInputObjectType {
  const value = VALUE_TYPE[set];
  const fields: GraphQLInputFieldConfigMap = {};
  for (const op of OPERATORS[set]) {
    const flag =
      (PRESENCE as readonly string[]).includes(op) || (EMPTINESS as readonly string[]).includes(op);
    fields[op] = {
      type: flag ? GraphQLBoolean : op === '_in' || op === '_nin' ? new GraphQLList(value) : value,
    };
  }
  return new GraphQLInputObjectType({ name: `${set}_filter_operators`, fields });
}

const SET_OF: Record<ScalarKind, OperatorSet> = {
  int: 'number',
  float: 'number',
  bigint: 'bigint',
  boolean: 'boolean',
  date: 'date',
  json: 'json',
  string: 'string',
};

/** The filter input types of one schema: one operator type per kind, one filter per collection. */
export class FilterTypes {
  private readonly operators = new Map<OperatorSet, GraphQLInputObjectType>();
  private readonly filters = new Map<string, GraphQLInputObjectType>();

  constructor(private readonly views: Map<string, CollectionView>) {}

  private operatorsOf(field: FieldInfo): GraphQLInputObjectType {
    const set = SET_OF[scalarKind(field)];
    let t = this.operators.get(set);
    if (!t) this.operators.set(set, (t = operatorInput(set)));
    return t;
  }

  filterOf(view: CollectionView): GraphQLInputObjectType {
    let t = this.filters.get(view.info.collection);
    if (t) return t;
    t = new GraphQLInputObjectType({
      name: `${view.name}_filter`,
      fields: () => {
        const out: GraphQLInputFieldConfigMap = {};
        for (const f of view.fields) {
          const target = view.nested.has(f.field) ? (f.m2o?.collection ?? f.o2m?.collection) : undefined;
          if (target !== undefined) out[f.field] = { type: this.filterOf(this.views.get(target)!) };
          else if (!f.alias) out[f.field] = { type: this.operatorsOf(f) };
        }
        out._and = { type: new GraphQLList(t!) };
        out._or = { type: new GraphQLList(t!) };
        return out;
      },
    });
    this.filters.set(view.info.collection, t);
    return t;
  }
}

import {
  GraphQLFloat,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';
import type { FieldInfo } from '../../schema/overview';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { listArgs } from './args';
import type { GraphqlContext } from './context';
import type { FilterTypes } from './filters';
import type { CollectionView } from './role-view';
import { GraphQLJSON, isNumericKind, SCALAR_OF, scalarKind } from './scalars';

/**
 * The object and input types of one role's schema: per collection its item type (readable fields;
 * relations nest the related item or items), its aggregate types, and the inputs of its writes
 * (the fields the role may write; relational fields take the same nested payloads as REST, as JSON).
 */

type Source = Record<string, unknown>;

export class CollectionTypes {
  private readonly items = new Map<string, GraphQLObjectType>();
  private readonly aggregated = new Map<string, GraphQLObjectType>();
  private readonly inputs = new Map<string, GraphQLInputObjectType>();

  constructor(
    private readonly views: Map<string, CollectionView>,
    private readonly filters: FilterTypes,
  ) {}

  private outputOf(view: CollectionView, f: FieldInfo): GraphQLOutputType {
    if (view.nested.has(f.field)) {
      const target = this.itemOf(this.views.get((f.m2o?.collection ?? f.o2m?.collection)!)!);
      return f.o2m ? new GraphQLList(new GraphQLNonNull(target)) : target;
    }
    return SCALAR_OF[scalarKind(f)];
  }

  itemOf(view: CollectionView): GraphQLObjectType {
    let t = this.items.get(view.info.collection);
    if (t) return t;
    t = new GraphQLObjectType<Source, GraphqlContext>({
      name: view.name,
      fields: () => {
        const out: GraphQLFieldConfigMap<Source, GraphqlContext> = {};
        for (const f of view.fields) {
          out[f.field] = { type: this.outputOf(view, f) };
          // A list relation takes a list's arguments: which related items, in which order (REST's `deep`).
          if (f.o2m && view.nested.has(f.field))
            out[f.field]!.args = listArgs(this.filters.filterOf(this.views.get(f.o2m.collection)!));
        }
        // A file's computed URLs and thumbnails, as REST answers `data` (api.md §5.6).
        if (view.info.collection === SYSTEM_COLLECTION.files && !out.data) out.data = { type: GraphQLJSON };
        return out;
      },
    });
    this.items.set(view.info.collection, t);
    return t;
  }

  aggregatedOf(view: CollectionView): GraphQLObjectType {
    let t = this.aggregated.get(view.info.collection);
    if (t) return t;
    const columns = view.fields.filter((f) => !f.alias);
    const numeric = columns.filter((f) => isNumericKind(scalarKind(f)));
    const group = (name: string, list: FieldInfo[], type: typeof GraphQLInt | typeof GraphQLFloat) =>
      list.length
        ? new GraphQLObjectType({
            name: `${view.name}_aggregated_${name}`,
            fields: Object.fromEntries(list.map((f) => [f.field, { type }])),
          })
        : null;
    const count = group('count', columns, GraphQLInt);
    const fields = group('fields', numeric, GraphQLFloat);
    const config: GraphQLFieldConfigMap<Source, GraphqlContext> = {
      group: { type: GraphQLJSON },
      countAll: { type: GraphQLInt },
    };
    if (count) config.count = config.countDistinct = { type: count };
    if (fields) for (const fn of ['sum', 'avg', 'min', 'max']) config[fn] = { type: fields };
    t = new GraphQLObjectType({ name: `${view.name}_aggregated`, fields: config });
    this.aggregated.set(view.info.collection, t);
    return t;
  }

  /** `create_<c>_input` / `update_<c>_input`: the fields the role may write, all optional. */
  inputOf(view: CollectionView, action: 'create' | 'update'): GraphQLInputObjectType | null {
    const key = `${action}\u0000${view.info.collection}`;
    let t = this.inputs.get(key);
    if (t) return t;
    if (view.writable.length === 0) return null;
    const fields: GraphQLInputFieldConfigMap = {};
    for (const f of view.writable) {
      fields[f.field] = { type: f.m2o || f.o2m || f.alias ? GraphQLJSON : SCALAR_OF[scalarKind(f)] };
    }
    t = new GraphQLInputObjectType({ name: `${action}_${view.name}_input`, fields });
    this.inputs.set(key, t);
    return t;
  }
}

/**
 * A listing's item params from its saved view: what the listing screen asks for, computed from
 * the data alone, so the startup sequence can ask for the first page of the listing being opened
 * while the screen's code still loads (stores/first-screen.ts), under the very query key the
 * screen then reads.
 */
import type { Field, Preset, QueryParams } from '@atrium/sdk';
import { listingParams, pageSize } from './fetch-params';
import { listingFields } from '../../lib/field-list';
import { defaultView } from './preferences/system-defaults';
import { sanitizeView, viewOf, type ListingView } from './preferences/view';

export interface SavedViewInput {
  collection: string;
  fields: Record<string, Field> | undefined;
  /** The role's read blacklist of the collection (empty for admins). */
  blacklist: readonly string[];
  admin: boolean;
  /** The `default_limit` setting. */
  limitSetting: unknown;
}

/** The fields a view asks for (what `listingFields` gives). */
type ViewFields = Pick<
  ReturnType<typeof listingFields>,
  'list' | 'primaryKey' | 'statusField' | 'ownerField'
>;

/**
 * The params of a view's item pages (`layoutId`: the layout module shown, the view's by default);
 * null without fields.
 */
export function viewParams(
  fields: ViewFields,
  options: { admin: boolean; limitSetting: unknown },
  view: ListingView,
  layoutId = view.viewType,
): QueryParams | null {
  if (fields.list.length === 0) return null;
  return listingParams({
    known: fields.list.map((f) => f.field),
    secret: fields.list.filter((f) => f.type === 'hash').map((f) => f.field),
    primaryKey: fields.primaryKey,
    statusField: fields.statusField,
    ownerField: fields.ownerField,
    admin: options.admin,
    limit: pageSize(options.limitSetting),
    query: view.viewQuery[layoutId] ?? {},
    search: view.search,
    filters: view.filters,
  });
}

/** The params of the first page a listing opened on this saved view asks for; null without fields. */
export function savedViewParams(input: SavedViewInput, preset: Preset | null): QueryParams | null {
  const fields = listingFields(input.fields, input.blacklist);
  const known = fields.list.map((f) => f.field);
  const types = Object.fromEntries(fields.list.map((f) => [f.field, f.type]));
  const view = sanitizeView(viewOf(preset, defaultView(input.collection)), known, fields.primaryKey, types);
  return viewParams(fields, input, view);
}

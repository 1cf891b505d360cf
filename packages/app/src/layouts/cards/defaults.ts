import type { Field } from '@atrium/sdk';
import type { CardsOptions } from './types';

type Fields = Record<string, Field & { name: string }>;

const TEXT_TYPES = ['string', 'text', 'slug'];

/**
 * The field a card is titled with until someone picks one (issue 31 item 20): the collection's
 * first text field shown in listings, else its primary key (the Directus 8 default titled every
 * card "1", "2", ...).
 */
export function defaultTitle(fields: Fields, primaryKeyField: string): string {
  const text = Object.values(fields).find(
    (f) =>
      TEXT_TYPES.includes(String(f.type).toLowerCase()) &&
      f.field !== primaryKeyField &&
      !f.primary_key &&
      !f.hidden_browse,
  );
  return text?.field ?? primaryKeyField;
}

/** The image source until someone picks one: the first file field (the file library: its own file). */
export function defaultSource(fields: Fields, collection: string): string | null {
  if (collection === 'directus_files') return 'data';
  return Object.values(fields).find((f) => String(f.type).toLowerCase() === 'file')?.field ?? null;
}

/** The options in effect: saved ones win (`null` = "Don't Show"), missing ones take the defaults. */
export function effectiveCardOptions(
  options: CardsOptions,
  fields: Fields,
  primaryKeyField: string,
  collection: string,
): CardsOptions {
  return {
    ...options,
    title: options.title === undefined ? defaultTitle(fields, primaryKeyField) : options.title,
    src: options.src === undefined ? defaultSource(fields, collection) : options.src,
  };
}

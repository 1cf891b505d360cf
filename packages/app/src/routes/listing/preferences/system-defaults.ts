/**
 * Built-in views of the system listings (app-catalogue.md §2 Presets), used until the user saves
 * their own: files and users as cards, activity as a timeline, webhooks as a table.
 */
import type { ListingView } from './view';

/** Cards options from field names: title, subtitle, content, image source. */
const cards = (title: string, subtitle: string, content: string, src: string) => ({
  title,
  subtitle,
  content,
  src,
});

const EMPTY: ListingView = { viewType: 'tabular', viewQuery: {}, viewOptions: {}, filters: [], search: '' };

const DEFAULTS: Record<string, Partial<ListingView>> = {
  directus_files: {
    viewType: 'cards',
    viewOptions: { cards: cards('title', 'type', 'description', 'data') },
  },
  directus_users: {
    viewType: 'cards',
    viewOptions: { cards: { ...cards('first_name', 'last_name', 'title', 'avatar'), icon: 'person' } },
  },
  directus_activity: {
    viewType: 'timeline',
    viewQuery: { timeline: { sort: '-action_on' } },
    viewOptions: {
      timeline: {
        date: 'action_on',
        title: '{{ action }} by {{ action_by.first_name }} {{ action_by.last_name }} (#{{ item }})',
        content: 'collection',
        color: 'action',
      },
    },
  },
  directus_webhooks: {
    viewType: 'tabular',
    viewQuery: { tabular: { fields: 'status,http_action,url,collection,directus_action' } },
    viewOptions: {
      tabular: { widths: { status: 32, http_action: 72, url: 200, collection: 200, directus_action: 200 } },
    },
  },
};

/** The default view of a collection. */
export function defaultView(collection: string): ListingView {
  return { ...EMPTY, ...DEFAULTS[collection] };
}

/** The non-admin "Editor" role and what it may do (rows of `POST /permissions`, without `role`). */
export const EDITOR_ROLE = {
  name: 'Editor',
  description: 'Writes and edits articles; cannot publish or delete them',
};

/** Field the editor cannot read on articles. */
export const EDITOR_READ_BLACKLIST = 'metadata';
/** Field the editor cannot write on articles. */
export const EDITOR_WRITE_BLACKLIST = 'featured';

const articleCommon = {
  collection: 'articles',
  read: 'full',
  delete: 'none',
  comment: 'create',
  explain: 'none',
  read_field_blacklist: EDITOR_READ_BLACKLIST,
  write_field_blacklist: EDITOR_WRITE_BLACKLIST,
};

export const EDITOR_PERMISSIONS: Record<string, unknown>[] = [
  // The app's pseudo row: statuses a new item may not take.
  { ...articleCommon, status: '$create', create: 'full', update: 'none', status_blacklist: 'published' },
  { ...articleCommon, status: 'draft', create: 'full', update: 'mine', status_blacklist: 'published' },
  { ...articleCommon, status: 'under_review', create: 'full', update: 'mine', status_blacklist: 'published' },
  { ...articleCommon, status: 'published', create: 'none', update: 'none' },
  { ...articleCommon, status: 'deleted', create: 'none', update: 'none' },
  { collection: 'authors', read: 'full', create: 'none', update: 'none', delete: 'none' },
  { collection: 'tags', read: 'full', create: 'none', update: 'none', delete: 'none' },
  { collection: 'languages', read: 'full', create: 'none', update: 'none', delete: 'none' },
  { collection: 'articles_tags', read: 'full', create: 'full', update: 'mine', delete: 'mine' },
  { collection: 'articles_translations', read: 'full', create: 'full', update: 'full', delete: 'none' },
  { collection: 'directus_files', read: 'full', create: 'full', update: 'mine', delete: 'none' },
  { collection: 'directus_users', read: 'full', create: 'none', update: 'none', delete: 'none' },
];

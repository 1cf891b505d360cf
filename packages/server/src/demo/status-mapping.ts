/** The articles' status mapping (status interface options; app-catalogue §1 "status"). */
export const ARTICLE_STATUS_MAPPING = {
  published: {
    name: 'Published',
    value: 'published',
    text_color: 'white',
    background_color: 'green-600',
    browse_subdued: false,
    browse_badge: true,
    soft_delete: false,
    published: true,
  },
  draft: {
    name: 'Draft',
    value: 'draft',
    text_color: 'blue-grey-100',
    background_color: 'blue-grey',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: false,
    published: false,
  },
  under_review: {
    name: 'Under Review',
    value: 'under_review',
    text_color: 'amber-900',
    background_color: 'amber',
    browse_subdued: false,
    browse_badge: true,
    soft_delete: false,
    published: false,
  },
  deleted: {
    name: 'Deleted',
    value: 'deleted',
    text_color: 'red-100',
    background_color: 'red',
    browse_subdued: true,
    browse_badge: true,
    soft_delete: true,
    published: false,
  },
} as const;

export type ArticleStatus = keyof typeof ARTICLE_STATUS_MAPPING;
export const ARTICLE_STATUSES = Object.keys(ARTICLE_STATUS_MAPPING) as ArticleStatus[];

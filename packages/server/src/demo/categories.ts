/** Choices of the articles' `category` dropdown (stored value → label). */
export const ARTICLE_CATEGORIES = {
  news: 'News',
  culture: 'Culture',
  science: 'Science',
  travel: 'Travel',
  food: 'Food',
  technology: 'Technology',
} as const;

export type ArticleCategory = keyof typeof ARTICLE_CATEGORIES;

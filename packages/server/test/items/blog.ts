import type { Knex } from 'knex';
import { createCollection, createRelation } from '../support/fixtures';

/**
 * A small blog used by the item tests: authors <- articles (m2o author, owner, status with a
 * soft-delete status) -> comments (o2m), tags (m2m through articles_tags), translations.
 */

export const STATUS_MAPPING = {
  published: { name: 'Published', soft_delete: false },
  draft: { name: 'Draft', soft_delete: false },
  deleted: { name: 'Deleted', soft_delete: true },
};

export async function createBlogSchema(knex: Knex): Promise<void> {
  await createCollection(knex, 'authors', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'name', type: 'string', column: 'string', length: 100, nullable: false },
    { field: 'email', type: 'string', column: 'string', length: 100 },
    { field: 'rating', type: 'integer', column: 'integer' },
  ]);
  await createCollection(knex, 'articles', [
    { field: 'id', type: 'integer', column: 'increments' },
    {
      field: 'status',
      type: 'status',
      column: 'string',
      length: 20,
      default: 'draft',
      nullable: false,
      options: { status_mapping: STATUS_MAPPING },
    },
    { field: 'title', type: 'string', column: 'string', length: 60, nullable: false },
    { field: 'body', type: 'string', column: 'text' },
    { field: 'author', type: 'm2o', column: 'integer' },
    { field: 'views', type: 'integer', column: 'integer' },
    { field: 'price', type: 'decimal', column: 'decimal' },
    { field: 'featured', type: 'boolean', column: 'boolean' },
    { field: 'published_on', type: 'datetime', column: 'datetime', index: true },
    { field: 'day', type: 'date', column: 'date' },
    { field: 'meta', type: 'json', column: 'text' },
    { field: 'keywords', type: 'array', column: 'string' },
    { field: 'owner', type: 'owner', column: 'integer' },
    { field: 'created_on', type: 'datetime_created', column: 'datetime' },
    { field: 'modified_on', type: 'datetime_updated', column: 'datetime' },
    { field: 'secret', type: 'hash', column: 'string' },
    { field: 'comments', type: 'o2m' },
    { field: 'tags', type: 'o2m' },
    { field: 'translations', type: 'translation' },
  ]);
  await createCollection(knex, 'comments', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'article', type: 'm2o', column: 'integer' },
    { field: 'text', type: 'string', column: 'string' },
    { field: 'likes', type: 'integer', column: 'integer' },
  ]);
  await createCollection(knex, 'tags', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'name', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'articles_tags', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'article_id', type: 'integer', column: 'integer' },
    { field: 'tag_id', type: 'integer', column: 'integer' },
  ]);
  await createCollection(knex, 'articles_translations', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'article', type: 'integer', column: 'integer' },
    { field: 'language', type: 'lang', column: 'string', length: 8 },
    { field: 'headline', type: 'string', column: 'string' },
  ]);
  await createRelation(knex, {
    collection_many: 'articles',
    field_many: 'author',
    collection_one: 'authors',
  });
  await createRelation(knex, {
    collection_many: 'comments',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'comments',
  });
  await createRelation(knex, {
    collection_many: 'articles_tags',
    field_many: 'article_id',
    collection_one: 'articles',
    field_one: 'tags',
    junction_field: 'tag_id',
  });
  await createRelation(knex, {
    collection_many: 'articles_tags',
    field_many: 'tag_id',
    collection_one: 'tags',
    field_one: null,
    junction_field: 'article_id',
  });
  await createRelation(knex, {
    collection_many: 'articles_translations',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'translations',
  });
}

export interface SeedArticle {
  id: number;
  status: string;
  title: string;
  body: string | null;
  author: number | null;
  views: number | null;
  price: number | null;
  featured: boolean | null;
  published_on: string | null;
  owner: number;
}

const WORDS = ['alpha', 'beta', 'gamma', 'delta', 'Epsilon', 'zeta', 'eta', 'theta'];

/** Deterministic rows: every expectation in the tests is computed from these. */
export function blogRows(count = 40, owners: number[] = [1]) {
  const authors = [
    { id: 1, name: 'Ada', email: 'ada@example.com', rating: 5 },
    { id: 2, name: 'Brian', email: null, rating: 3 },
    { id: 3, name: 'Chen', email: 'chen@example.com', rating: null },
    { id: 4, name: 'Dora', email: '', rating: 1 },
  ];
  const statuses = ['published', 'draft', 'deleted', 'published', 'published'];
  const articles: SeedArticle[] = [];
  for (let i = 1; i <= count; i++) {
    const day = String(((i * 7) % 28) + 1).padStart(2, '0');
    articles.push({
      id: i,
      status: statuses[i % statuses.length]!,
      title: `${WORDS[i % WORDS.length]} ${WORDS[(i * 3) % WORDS.length]} ${i}`,
      body: i % 6 === 0 ? null : i % 6 === 1 ? '' : `Body of ${i} with 50% off_${i % 3}`,
      author: i % 5 === 0 ? null : ((i - 1) % 4) + 1,
      views: i % 7 === 0 ? null : (i * 37) % 101,
      price: i % 4 === 0 ? null : Number(((i * 13) % 50) + 0.5),
      featured: i % 3 === 0 ? null : i % 2 === 0,
      published_on:
        i % 9 === 0
          ? null
          : `2024-${String((i % 12) + 1).padStart(2, '0')}-${day} 10:${String(i % 60).padStart(2, '0')}:00`,
      owner: owners[i % owners.length]!,
    });
  }
  const comments: { id: number; article: number; text: string; likes: number }[] = [];
  let cid = 1;
  for (const a of articles) {
    for (let j = 0; j < a.id % 4; j++) {
      comments.push({ id: cid, article: a.id, text: `comment ${cid} on ${a.id}`, likes: (cid * 7) % 10 });
      cid++;
    }
  }
  const tags = [
    { id: 1, name: 'news' },
    { id: 2, name: 'tech' },
    { id: 3, name: 'art' },
  ];
  const articlesTags: { id: number; article_id: number; tag_id: number }[] = [];
  let jid = 1;
  for (const a of articles) {
    for (const t of tags)
      if ((a.id + t.id) % 3 !== 0 || a.id % 5 === 0)
        articlesTags.push({ id: jid++, article_id: a.id, tag_id: t.id });
  }
  const translations: { id: number; article: number; language: string; headline: string }[] = [];
  let tid = 1;
  for (const a of articles.slice(0, 10)) {
    translations.push({ id: tid++, article: a.id, language: 'en', headline: `EN ${a.id}` });
    if (a.id % 2 === 0)
      translations.push({ id: tid++, article: a.id, language: 'fr', headline: `FR ${a.id}` });
  }
  return { authors, articles, comments, tags, articlesTags, translations };
}

export type BlogRows = ReturnType<typeof blogRows>;

export async function seedBlog(knex: Knex, rows: BlogRows): Promise<void> {
  await knex('authors').insert(rows.authors);
  for (let i = 0; i < rows.articles.length; i += 50)
    await knex('articles').insert(rows.articles.slice(i, i + 50));
  await knex('comments').insert(rows.comments);
  await knex('tags').insert(rows.tags);
  await knex('articles_tags').insert(rows.articlesTags);
  await knex('articles_translations').insert(rows.translations);
  // Keep sequences in step after explicit ids (PostgreSQL).
  if (knex.client.config.client === 'pg') {
    for (const t of ['authors', 'articles', 'comments', 'tags', 'articles_tags', 'articles_translations']) {
      await knex.raw(`select setval(pg_get_serial_sequence(?, 'id'), (select max(id) from ??))`, [t, t]);
    }
  }
}

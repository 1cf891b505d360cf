import { describe, expect, it } from 'vitest';
import { graphqlQuery, NotExpressible } from './to-graphql';

const SDL = `
type Query { articles(filter: articles_filter, sort: [String], limit: Int, offset: Int, page: Int, search: String): [articles!]! }
type articles { id: Int title: String views: Int author: authors tags: [articles_tags!] }
type authors { id: Int name: String }
type articles_tags { id: Int tag_id: Int }
input articles_filter { id: number_filter_operators title: string_filter_operators views: number_filter_operators author: authors_filter _and: [articles_filter] _or: [articles_filter] }
input authors_filter { id: number_filter_operators name: string_filter_operators }
input number_filter_operators { _eq: Float _neq: Float _gt: Float _in: [Float] _null: Boolean }
input string_filter_operators { _eq: String _contains: String _in: [String] _empty: Boolean }
`;

describe('graphqlQuery', () => {
  it('writes the listing view as the equal query, typed as the schema takes it', () => {
    const q = graphqlQuery(SDL, 'articles', {
      fields: ['id', 'title.*', 'author.*'],
      sort: '-views,id',
      limit: 25,
      q: 'maps',
      filter: { views: { gt: '10' }, title: [{ contains: 'a' }, { empty: '' }], id: { in: '1,2' } },
    });
    expect(q).toBe(
      'query {\n' +
        '  articles(filter: { _and: [{ views: { _gt: 10 } }, { title: { _contains: "a" } }, { title: { _empty: true } }, { id: { _in: [1, 2] } }] }, sort: ["-views","id"], limit: 25, search: "maps") {\n' +
        '    id\n    title\n    author { id name }\n' +
        '  }\n}\n',
    );
  });

  it('expands *.* to every field, relations with their scalar fields', () => {
    const q = graphqlQuery(SDL, 'articles', { fields: '*.*' });
    expect(q).toContain('author { id name }');
    expect(q).toContain('tags { id tag_id }');
    expect(q).toContain('views');
  });

  it('refuses what GraphQL cannot say', () => {
    expect(() => graphqlQuery(SDL, 'articles', { filter: { views: { has: '1' } } })).toThrow(NotExpressible);
    expect(() => graphqlQuery(SDL, 'comments', {})).toThrow(NotExpressible);
    expect(() => graphqlQuery(SDL, 'articles', { filter: { views: { eq: 'ten' } } })).toThrow(NotExpressible);
  });
});

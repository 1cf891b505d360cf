import { describe, expect, it } from 'vitest';
import { lightMarkdown } from './markdown';

describe('light markdown (issue 31 #12: the public note on the sign-in page)', () => {
  it('renders underscore emphasis as well as stars, not inside words', () => {
    expect(lightMarkdown('Read the _magazine_ and __more__.')).toBe(
      '<p>Read the <em>magazine</em> and <strong>more</strong>.</p>',
    );
    expect(lightMarkdown('snake_case_name stays')).toBe('<p>snake_case_name stays</p>');
    expect(lightMarkdown('**bold** and *it*')).toBe('<p><strong>bold</strong> and <em>it</em></p>');
  });

  it('escapes HTML first', () => {
    expect(lightMarkdown('<b>x</b>')).toBe('<p>&lt;b&gt;x&lt;/b&gt;</p>');
  });
});

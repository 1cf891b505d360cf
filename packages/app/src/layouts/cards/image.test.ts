import { describe, expect, it } from 'vitest';
import { cardImage } from './image';

const thumbs = [
  { key: 'directus-small-crop', url: 'https://x/s' },
  { key: 'directus-medium-crop', url: 'https://x/mc' },
  { key: 'directus-medium-contain', url: 'https://x/mk' },
];

describe('card image', () => {
  it('picks the directus-medium thumbnail for the fit from a file field', () => {
    const item = { cover: { type: 'image/png', data: { thumbnails: thumbs } } };
    expect(cardImage(item, 'cover', 'crop', 'articles')).toBe('https://x/mc');
    expect(cardImage(item, 'cover', 'contain', 'articles')).toBe('https://x/mk');
  });

  it("uses the row's own data on directus_files and the asset URL for SVG", () => {
    expect(
      cardImage({ type: 'image/jpeg', data: { thumbnails: thumbs } }, 'data', 'crop', 'directus_files'),
    ).toBe('https://x/mc');
    expect(
      cardImage(
        { type: 'image/svg+xml', data: { asset_url: '/p/assets/abc', thumbnails: null } },
        'data',
        'crop',
        'directus_files',
      ),
    ).toBe('/p/assets/abc');
  });

  it('has no image without a source, a file or thumbnails', () => {
    expect(cardImage({ cover: null }, 'cover', 'crop', 'articles')).toBeNull();
    expect(
      cardImage({ cover: { type: 'application/pdf', data: { thumbnails: null } } }, 'cover', 'crop', 'a'),
    ).toBeNull();
    expect(cardImage({}, null, 'crop', 'a')).toBeNull();
  });
});

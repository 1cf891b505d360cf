import { describe, expect, it } from 'vitest';
import { transferProgress, uploadWarning } from './upload-checks';

const png = { name: 'a.png', size: 2000, type: 'image/png' };

describe('upload checks', () => {
  it('rejects a file over the maximum size', () => {
    expect(uploadWarning(png, 1000)).toBe('upload_exceeds_max_size');
    expect(uploadWarning(png, 2000)).toBeNull();
    expect(uploadWarning(png, undefined)).toBeNull();
  });

  it('rejects a type not in the accepted list (exact match)', () => {
    expect(uploadWarning(png, null, ['image/jpeg'])).toBe('file_type_not_accepted');
    expect(uploadWarning(png, null, ['image/png'])).toBeNull();
    expect(uploadWarning(png, null, [])).toBeNull();
  });

  it('caps the transfer progress at 95 until the server answers', () => {
    expect(transferProgress(100)).toBe(95);
    expect(transferProgress(42.4)).toBe(42);
    expect(transferProgress(-3)).toBe(0);
  });
});

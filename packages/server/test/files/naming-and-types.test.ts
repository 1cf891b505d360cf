import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charsetOf, decideType, sniffActiveContent, typeAllowed } from '../../src/services/files/mime';
import { diskNameFor, sanitizeDiskName, titleFromName, uniqueName } from '../../src/services/files/naming';
import { privateHash } from '../../src/database/system-schema/private-hash';

describe('filename_disk naming', () => {
  it('sanitises names as v8 does: lower case, other runs to "-", trimmed', () => {
    expect(sanitizeDiskName('My Holiday Photo (1).JPG')).toBe('my-holiday-photo-1.jpg');
    expect(sanitizeDiskName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeDiskName('Ünïcöde näme.png')).toBe('unicode-name.png');
    expect(sanitizeDiskName('...')).toBe('file');
    expect(sanitizeDiskName('.htaccess')).toBe('htaccess');
  });

  it('never produces a name that could leave the storage root', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        const out = sanitizeDiskName(name);
        expect(out.length).toBeGreaterThan(0);
        expect(out.length).toBeLessThanOrEqual(220);
        expect(out).not.toMatch(/[/\\]|^\.|\.\./);
        expect(out).toMatch(/^[a-z0-9_.-]+$/);
      }),
    );
  });

  it('follows the file_naming setting and keeps the extension', () => {
    expect(diskNameFor('uuid', 'Photo.PNG', 'png')).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(diskNameFor('uuid', 'noext', 'jpg')).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(diskNameFor('file_name', 'My Photo.PNG', 'png')).toBe('my-photo.png');
    expect(diskNameFor('file_name', 'README', 'txt')).toBe('readme.txt');
  });

  it('makes names unique with -1, -2, …', async () => {
    const taken = new Set(['a.png', 'a-1.png']);
    expect(await uniqueName('a.png', async (n) => taken.has(n))).toBe('a-2.png');
    expect(await uniqueName('b.png', async (n) => taken.has(n))).toBe('b.png');
  });

  it('derives v8 titles and 16-character private hashes', () => {
    expect(titleFromName('my_summer-holiday.final.jpg')).toBe('My Summer Holiday.final');
    expect(titleFromName('über_café.png')).toBe('Über Café');
    const hashes = new Set(Array.from({ length: 200 }, privateHash));
    expect(hashes.size).toBe(200);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-z]{16}$/);
  });
});

describe('file types', () => {
  it('recognises markup a browser would run, whatever the name', () => {
    expect(sniffActiveContent(Buffer.from('  <!DOCTYPE html><p>x'))).toBe('text/html');
    expect(sniffActiveContent(Buffer.from('\ufeff<script>alert(1)</script>'))).toBe('text/html');
    expect(sniffActiveContent(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'image/svg+xml',
    );
    expect(sniffActiveContent(Buffer.from('<?xml version="1.0"?><note/>'))).toBe('application/xml');
    expect(sniffActiveContent(Buffer.from('<bogus> not html'))).toBeNull();
    expect(sniffActiveContent(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it('trusts content over names, and refuses markup named like media', () => {
    expect(decideType('photo.jpg', 'image/png', null)).toEqual({ type: 'image/png' });
    expect(decideType('report.docx', 'application/zip', null)).toEqual({
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(decideType('cat.jpg', null, 'text/html')).toEqual({ refused: 'text/html' });
    expect(decideType('clip.mp4', null, 'image/svg+xml')).toEqual({ refused: 'image/svg+xml' });
    expect(decideType('doc.pdf', null, 'text/html')).toEqual({ refused: 'text/html' });
    expect(decideType('notes.txt', null, 'text/html')).toEqual({ type: 'text/html' });
    expect(decideType('logo.svg', null, 'image/svg+xml')).toEqual({ type: 'image/svg+xml' });
    expect(decideType('data.bin', null, null)).toEqual({ type: 'application/octet-stream' });
  });

  it('applies the MIME whitelist with wildcards; empty allows everything', () => {
    expect(typeAllowed('image/png', 'image/*, application/pdf')).toBe(true);
    expect(typeAllowed('application/pdf', 'image/*,application/pdf')).toBe(true);
    expect(typeAllowed('text/plain', 'image/*,application/pdf')).toBe(false);
    expect(typeAllowed('text/plain', '')).toBe(true);
    expect(typeAllowed('text/plain', null)).toBe(true);
  });

  it('reports text encodings', () => {
    expect(charsetOf('text/plain', Buffer.from('plain'))).toBe('us-ascii');
    expect(charsetOf('text/plain', Buffer.from('héllo'))).toBe('utf-8');
    expect(charsetOf('text/plain', Buffer.from([0xff, 0xfe, 0x00]))).toBe('binary');
    expect(charsetOf('image/png', Buffer.from('x'))).toBe('binary');
  });
});

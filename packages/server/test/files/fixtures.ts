import crypto from 'node:crypto';
import sharp from 'sharp';

export function png(width: number, height: number, background = '#3366ff'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa44' } })
    .jpeg()
    .toBuffer();
}

function box(kind: string, body: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(kind, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A small MP4: ftyp, a moov whose mvhd says `seconds` long, and an mdat of random bytes. */
export function mp4(seconds: number, payload = 50_000): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      Buffer.from([0, 0, 2, 0]),
      Buffer.from('isomiso2mp41', 'latin1'),
    ]),
  );
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  const moov = box('moov', box('mvhd', mvhd));
  return Buffer.concat([ftyp, moov, box('mdat', crypto.randomBytes(payload))]);
}

export const HTML = Buffer.from(
  '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="red"/></svg>',
);

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

/** A JPEG carrying IPTC-IIM fields in a Photoshop APP13 segment, as cameras and editors write them. */
export async function jpegWithIptc(fields: {
  title: string;
  caption: string;
  keywords: string[];
  city: string;
  country: string;
}) {
  const dataset = (n: number, text: string) => {
    const value = Buffer.from(text, 'utf8');
    const head = Buffer.from([0x1c, 0x02, n, 0, 0]);
    head.writeUInt16BE(value.length, 3);
    return Buffer.concat([head, value]);
  };
  let iim = Buffer.concat([
    Buffer.from([0x1c, 0x02, 0x00, 0x00, 0x02, 0x00, 0x04]),
    dataset(5, fields.title),
    dataset(120, fields.caption),
    ...fields.keywords.map((k) => dataset(25, k)),
    dataset(90, fields.city),
    dataset(101, fields.country),
  ]);
  if (iim.length % 2) iim = Buffer.concat([iim, Buffer.from([0])]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(iim.length);
  const resource = Buffer.concat([
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0x00, 0x00]),
    size,
    iim,
  ]);
  const payload = Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]);
  const marker = Buffer.from([0xff, 0xed, 0, 0]);
  marker.writeUInt16BE(payload.length + 2, 2);
  const base = await jpeg(60, 40);
  return Buffer.concat([base.subarray(0, 2), marker, payload, base.subarray(2)]);
}

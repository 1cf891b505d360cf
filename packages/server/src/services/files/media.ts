import fsp from 'node:fs/promises';
import sharp from 'sharp';

/** Image types sharp can measure. */
const MEASURABLE = /^image\/(jpeg|png|gif|webp|avif|heic|heif|tiff|svg\+xml|bmp)$/;

/** Descriptive IPTC fields of an image (api.md §5.5: title, description, keywords, location). */
export interface Iptc {
  title?: string;
  description?: string;
  keywords?: string[];
  location?: string;
}

export interface ImageInfo {
  width: number;
  height: number;
  iptc: Iptc;
}

/**
 * IPTC-IIM datasets of record 2 (`0x1C 0x02 <dataset> <length>`), found wherever they sit in the
 * block (libvips hands over the Photoshop resource that wraps them).
 */
export function parseIptc(block: Buffer | undefined): Iptc {
  const out: Iptc = {};
  if (!block) return out;
  const values = new Map<number, string[]>();
  for (let i = 0; i + 5 <= block.length; i++) {
    if (block[i] !== 0x1c || block[i + 1] !== 0x02) continue;
    const dataset = block[i + 2]!;
    const length = block.readUInt16BE(i + 3);
    if (length & 0x8000 || i + 5 + length > block.length) continue;
    const text = block
      .subarray(i + 5, i + 5 + length)
      .toString('utf8')
      .replace(/\0+$/, '')
      .trim();
    if (text) values.set(dataset, [...(values.get(dataset) ?? []), text]);
    i += 4 + length;
  }
  const first = (d: number) => values.get(d)?.[0];
  if (first(5)) out.title = first(5);
  if (first(120)) out.description = first(120);
  if (values.get(25)?.length) out.keywords = values.get(25);
  const place = [first(90), first(95), first(101)].filter(Boolean);
  if (place.length) out.location = place.join(', ');
  return out;
}

/** Width, height and IPTC fields of an image, from its headers only; null when not a readable image. */
export async function imageInfo(filePath: string, type: string): Promise<ImageInfo | null> {
  if (!MEASURABLE.test(type)) return null;
  try {
    const meta = await sharp(filePath, { failOn: 'none' }).metadata();
    if (!meta.width || !meta.height) return null;
    // EXIF orientations 5–8 are stored rotated by 90°: report what a viewer shows.
    const rotated = (meta.orientation ?? 1) >= 5;
    const size = rotated
      ? { width: meta.height, height: meta.width }
      : { width: meta.width, height: meta.height };
    return { ...size, iptc: parseIptc(meta.iptc) };
  } catch {
    return null;
  }
}

async function readAt(handle: fsp.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** MP4/QuickTime: the `mvhd` box of `moov` holds timescale and duration. */
async function isoDuration(handle: fsp.FileHandle, size: number): Promise<number | null> {
  let offset = 0;
  for (let boxes = 0; offset + 8 <= size && boxes < 1000; boxes++) {
    const header = await readAt(handle, offset, 16);
    if (header.length < 8) return null;
    let boxSize = header.readUInt32BE(0);
    const kind = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return null;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize) return null;
    if (kind === 'moov') {
      // Inside moov, look for mvhd among its children.
      let child = offset + headerSize;
      const end = offset + boxSize;
      while (child + 8 <= end) {
        const h = await readAt(handle, child, 8);
        const childSize = h.readUInt32BE(0);
        if (h.toString('latin1', 4, 8) === 'mvhd') {
          const body = await readAt(handle, child + 8, 32);
          const version = body[0];
          const timescale = version === 1 ? body.readUInt32BE(20) : body.readUInt32BE(12);
          const duration = version === 1 ? Number(body.readBigUInt64BE(24)) : body.readUInt32BE(16);
          return timescale > 0 ? duration / timescale : null;
        }
        if (childSize < 8) return null;
        child += childSize;
      }
      return null;
    }
    offset += boxSize;
  }
  return null;
}

/** WAV: data chunk size over the byte rate of the fmt chunk. */
async function wavDuration(handle: fsp.FileHandle, size: number): Promise<number | null> {
  const riff = await readAt(handle, 0, 12);
  if (riff.toString('latin1', 0, 4) !== 'RIFF' || riff.toString('latin1', 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let byteRate = 0;
  for (let chunks = 0; offset + 8 <= size && chunks < 100; chunks++) {
    const h = await readAt(handle, offset, 8);
    const id = h.toString('latin1', 0, 4);
    const length = h.readUInt32LE(4);
    if (id === 'fmt ') byteRate = (await readAt(handle, offset + 8, 16)).readUInt32LE(8);
    if (id === 'data') return byteRate > 0 ? Math.min(length, size - offset - 8) / byteRate : null;
    offset += 8 + length + (length % 2);
  }
  return null;
}

/**
 * Duration in whole seconds for the audio/video containers whose header states it cheaply (MP4,
 * QuickTime, M4A, WAV); 0 otherwise, as v8 stores when it cannot tell.
 */
export async function mediaDuration(filePath: string, type: string, size: number): Promise<number> {
  if (!/^(audio|video)\//.test(type)) return 0;
  let handle: fsp.FileHandle | null = null;
  try {
    handle = await fsp.open(filePath, 'r');
    const seconds = /wav/.test(type) ? await wavDuration(handle, size) : await isoDuration(handle, size);
    return seconds && Number.isFinite(seconds) ? Math.round(seconds) : 0;
  } catch {
    return 0;
  } finally {
    await handle?.close();
  }
}

import sharp from 'sharp';
import { SeededRandom } from './random';

/** A generated demo picture: an SVG composition rendered locally to JPEG (no network). */
export interface DemoImage {
  filename: string;
  title: string;
  bytes: Buffer;
}

const SUBJECTS = [
  'Harbour',
  'Meadow',
  'Skyline',
  'Orchard',
  'Lagoon',
  'Canyon',
  'Boulevard',
  'Glacier',
  'Market',
  'Vineyard',
  'Lighthouse',
  'Forest',
] as const;

function svg(rng: SeededRandom, label: string, width: number, height: number): string {
  const hue = rng.int(0, 359);
  const hue2 = (hue + rng.int(40, 140)) % 360;
  const shapes = Array.from({ length: 6 }, () => {
    const cx = rng.int(0, width);
    const cy = rng.int(0, height);
    const r = rng.int(30, 160);
    const h = (hue + rng.int(-40, 40) + 360) % 360;
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(${h},70%,${rng.int(45, 75)}%)" fill-opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${hue2},65%,30%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>${shapes}
  <text x="40" y="${height - 48}" font-family="sans-serif" font-size="56" font-weight="700" fill="white">${label}</text>
</svg>`;
}

/** A dozen distinct 800×600 JPEGs, the same on every run. */
export async function demoImages(count: number, seed: number): Promise<DemoImage[]> {
  const rng = new SeededRandom(seed);
  return Promise.all(
    SUBJECTS.slice(0, count).map(async (subject) => ({
      filename: `${subject.toLowerCase()}.jpg`,
      title: subject,
      bytes: await sharp(Buffer.from(svg(rng, subject, 800, 600)))
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
}

import { ARTICLE_CATEGORIES, type ArticleCategory } from './categories';
import { SeededRandom } from './random';
import { DEMO_LANGUAGES } from './schema';
import { ARTICLE_STATUSES, type ArticleStatus } from './status-mapping';
import {
  BIO_PHRASES,
  FIRST_NAMES,
  LAST_NAMES,
  PALETTE,
  PLACES,
  SENTENCES,
  TAG_NAMES,
  TITLE_ENDINGS,
  TITLE_OPENERS,
  TITLE_SUBJECTS,
  TRANSLATED_PREFIX,
} from './vocabulary';

/** How much the demo holds; tests count against these. */
export const DEMO_COUNTS = { authors: 32, tags: TAG_NAMES.length, articles: 300, images: 12 } as const;

/** Fixed seed: the same content on every install (dates move with "now"). */
export const DEMO_SEED = 20261123;

/** Articles' dates spread this many days before and after "now". */
export const DEMO_DATE_SPREAD_DAYS = 30;

/** How statuses are distributed over the articles (cumulative thresholds, in this order). */
const STATUS_WEIGHTS: Record<ArticleStatus, number> = {
  published: 0.55,
  draft: 0.25,
  under_review: 0.12,
  deleted: 0.08,
};

export interface ContentRefs {
  /** Ids of the uploaded demo images. */
  images: number[];
  authors: number[];
  tags: number[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoDateTime = (d: Date) =>
  `${isoDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function weightedStatus(rng: SeededRandom): ArticleStatus {
  let roll = rng.next();
  for (const status of ARTICLE_STATUSES) {
    roll -= STATUS_WEIGHTS[status];
    if (roll < 0) return status;
  }
  return 'published';
}

export function authorRows(rng: SeededRandom, images: number[]) {
  const names = new Set<string>();
  while (names.size < DEMO_COUNTS.authors) names.add(`${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`);
  return [...names].map((name, i) => {
    const handle = slugify(name);
    return {
      name,
      email: `${handle.replace(/-/g, '.')}@example.com`,
      website: `https://example.com/authors/${handle}`,
      avatar: images[i % images.length]!,
      bio: `${name.split(' ')[0]} ${rng.pick(BIO_PHRASES)}. ${rng.pick(SENTENCES)}`,
    };
  });
}

export function tagRows(rng: SeededRandom) {
  return TAG_NAMES.map((name) => ({ name, colour: rng.pick(PALETTE) }));
}

function paragraphs(rng: SeededRandom, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const sentences = rng.sample(SENTENCES, rng.int(2, 4)).join(' ');
    parts.push(i === 1 ? `<h2>${rng.pick(TITLE_SUBJECTS)}</h2><p>${sentences}</p>` : `<p>${sentences}</p>`);
  }
  return parts.join('\n');
}

export interface ArticleDraft {
  row: Record<string, unknown>;
  tags: number[];
  translations: { language: string; title: string; summary: string }[];
}

/** The articles with their tag ids and translations; `now` anchors the dates. */
export function articleDrafts(rng: SeededRandom, refs: ContentRefs, now: Date): ArticleDraft[] {
  const categories = Object.keys(ARTICLE_CATEGORIES) as ArticleCategory[];
  const dayMs = 86_400_000;
  return Array.from({ length: DEMO_COUNTS.articles }, (_, i) => {
    const title = `${rng.pick(TITLE_OPENERS)} ${rng.pick(TITLE_SUBJECTS)} ${rng.pick(TITLE_ENDINGS)}`;
    const summary = rng.sample(SENTENCES, 2).join(' ');
    const offsetDays = rng.int(-DEMO_DATE_SPREAD_DAYS, DEMO_DATE_SPREAD_DAYS);
    const when = new Date(now.getTime() + offsetDays * dayMs);
    when.setUTCHours(rng.int(7, 20), rng.pick([0, 15, 30, 45]), 0, 0);
    const place = rng.pick(PLACES);
    const translations = rng.chance(0.4)
      ? DEMO_LANGUAGES.map((l) => ({
          language: l.code,
          title: `${TRANSLATED_PREFIX[l.code] ?? ''}${title}`,
          summary,
        }))
      : [];
    return {
      row: {
        status: weightedStatus(rng),
        sort: i + 1,
        title,
        slug: `${slugify(title)}-${i + 1}`,
        category: rng.pick(categories),
        summary,
        body: paragraphs(rng, rng.int(2, 5)),
        author: rng.pick(refs.authors),
        cover_image: rng.chance(0.85) ? rng.pick(refs.images) : null,
        publish_date: isoDate(when),
        event_at: isoDateTime(when),
        rating: rng.int(1, 5),
        reading_time: rng.int(2, 20),
        featured: rng.chance(0.15),
        accent_colour: rng.pick(PALETTE),
        location: rng.chance(0.6)
          ? { lat: place.lat + (rng.next() - 0.5) / 10, lng: place.lng + (rng.next() - 0.5) / 10 }
          : null,
        metadata: { source: 'demo', words: rng.int(300, 2400), reviewed: rng.chance(0.5) },
      },
      tags: rng.sample(refs.tags, rng.int(0, 4)),
      translations,
    };
  });
}

export function homeRow(images: number[]) {
  return {
    headline: 'Stories from around the neighbourhood',
    intro: 'Welcome to the Atrium demo. Everything here is sample content: edit, publish and delete freely.',
    hero_image: images[0]!,
  };
}

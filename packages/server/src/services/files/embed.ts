/**
 * Video links stored as embeds (api.md §5.5 form 3): `type` `embed/youtube` or `embed/vimeo`,
 * `embed` = the video id. Recognised from the URL alone, without any network access.
 */
export type EmbedProvider = 'youtube' | 'vimeo';

export interface EmbedRef {
  provider: EmbedProvider;
  id: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,20}$/;

export function parseEmbedUrl(input: string): EmbedRef | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const id =
      segments[0] === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : ['embed', 'shorts', 'v', 'live'].includes(segments[0] ?? '')
          ? (segments[1] ?? '')
          : '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id =
      host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.at(-1);
    return id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

const PLAYER: Record<EmbedProvider, (id: string) => string> = {
  youtube: (id) => `https://www.youtube.com/embed/${id}`,
  vimeo: (id) => `https://player.vimeo.com/video/${id}`,
};
const PAGE: Record<EmbedProvider, (id: string) => string> = {
  youtube: (id) => `https://www.youtube.com/watch?v=${id}`,
  vimeo: (id) => `https://vimeo.com/${id}`,
};

/** Where the provider publishes a preview image of the video (no API key needed). */
export function previewImageUrl(ref: EmbedRef): string | null {
  return ref.provider === 'youtube' ? `https://img.youtube.com/vi/${ref.id}/0.jpg` : null;
}

/** The `data.embed` of a file object: player iframe and page URL, or null when not an embed. */
export function embedOf(type: string | null, id: string | null): { html: string; url: string } | null {
  if (!type || !id) return null;
  const provider = type === 'embed/youtube' ? 'youtube' : type === 'embed/vimeo' ? 'vimeo' : null;
  if (!provider) return null;
  // Ids are validated on the way in; checked again because the column could be edited directly.
  if (!(provider === 'youtube' ? YOUTUBE_ID : VIMEO_ID).test(id)) return null;
  return {
    html: `<iframe width="560" height="315" src="${PLAYER[provider](id)}" frameborder="0" allow="autoplay; encrypted-media; picture-in-picture" allowfullscreen></iframe>`,
    url: PAGE[provider](id),
  };
}

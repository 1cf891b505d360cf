/**
 * Media in the editor: `<video>` and `<audio>` nodes (TipTap has none), and what a file from the
 * library or an address becomes in the document — an image, a player, or a link.
 */
import { mergeAttributes, Node, type JSONContent } from '@tiptap/react';
import { fileTitle, type FileLike } from '../../lib/file-media';

function player(name: 'video' | 'audio') {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    addAttributes() {
      return {
        src: {
          default: null,
          parseHTML: (el: HTMLElement) =>
            el.getAttribute('src') ?? el.querySelector('source')?.getAttribute('src') ?? null,
        },
        title: { default: null },
        loop: {
          default: null,
          parseHTML: (el: HTMLElement) => (el.hasAttribute('loop') ? '' : null),
        },
      };
    },
    parseHTML() {
      return [{ tag: name }];
    },
    renderHTML({ HTMLAttributes }) {
      return [name, mergeAttributes({ controls: '' }, HTMLAttributes)];
    },
  });
}

export const Video = player('video');
export const Audio = player('audio');

export type MediaKind = 'image' | 'video' | 'audio' | 'link';

const EXTENSIONS: [RegExp, MediaKind][] = [
  [/\.(png|jpe?g|gif|webp|svg|avif|bmp|ico)$/i, 'image'],
  [/\.(mp4|webm|ogv|mov|m4v)$/i, 'video'],
  [/\.(mp3|ogg|oga|wav|m4a|aac|flac|opus)$/i, 'audio'],
];

/** What a MIME type (or, without one, an address's extension) is shown as. */
export function mediaKind(type: string | null | undefined, url = ''): MediaKind {
  const group = type?.split('/')[0];
  if (group === 'image' || group === 'video' || group === 'audio') return group;
  if (type) return 'link';
  const path = url.split(/[?#]/)[0] ?? '';
  return EXTENSIONS.find(([pattern]) => pattern.test(path))?.[1] ?? 'link';
}

/** The address a file is inserted with: its full URL (the asset endpoint when it has none). */
export function fileUrl(file: FileLike): string | null {
  const data = file.data;
  if (!data) return null;
  if (file.type?.startsWith('embed/') && data.embed?.url) return data.embed.url;
  return data.full_url ?? data.asset_url ?? null;
}

/** The content for an address: an image (alt = title), a player, or a link whose text is the title. */
export function mediaContent(kind: MediaKind, src: string, title: string): JSONContent {
  if (kind === 'image') return { type: 'image', attrs: { src, alt: title || null } };
  if (kind === 'video' || kind === 'audio') return { type: kind, attrs: { src, title: title || null } };
  return { type: 'text', text: title || src, marks: [{ type: 'link', attrs: { href: src } }] };
}

/** The content for a file of the library, or null when it has no address. */
export function fileContent(file: FileLike): JSONContent | null {
  const src = fileUrl(file);
  if (!src) return null;
  const kind = file.type?.startsWith('embed/') ? 'link' : mediaKind(file.type, src);
  return mediaContent(kind, src, fileTitle(file));
}

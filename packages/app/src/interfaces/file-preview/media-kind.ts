/**
 * How a file is previewed (app-catalogue.md §1 file-preview): jpeg, gif, png, svg, webp and bmp as
 * an image; mp4, webm and ogg video and mpeg, ogg and wav audio in players; YouTube and Vimeo embeds
 * in a frame; PDF in the browser's viewer; anything else as its MIME icon and subtype.
 */
export type MediaKind = 'image' | 'video' | 'audio' | 'embed' | 'pdf' | 'other';

const IMAGES = ['image/jpeg', 'image/gif', 'image/png', 'image/svg+xml', 'image/webp', 'image/bmp'];
const VIDEOS = ['video/mp4', 'video/webm', 'video/ogg'];
const AUDIO = ['audio/mpeg', 'audio/ogg', 'audio/wav', 'audio/x-wav', 'audio/wave'];

export function mediaKind(type: string | null | undefined): MediaKind {
  if (!type) return 'other';
  if (IMAGES.includes(type)) return 'image';
  if (VIDEOS.includes(type)) return 'video';
  if (AUDIO.includes(type)) return 'audio';
  if (type === 'embed/youtube' || type === 'embed/vimeo') return 'embed';
  if (type === 'application/pdf') return 'pdf';
  return 'other';
}

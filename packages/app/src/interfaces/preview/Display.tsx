import type { DisplayProps } from '../types';
import { previewUrl } from './preview-url';

interface Options {
  url_template: string | null;
}

/** The rendered address as a link (rendered with the row's values). */
export default function PreviewDisplay({ options, values }: DisplayProps<unknown, Options>) {
  const url = previewUrl(options.url_template, values);
  if (!url) return null;
  return (
    <a
      className="link"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(e) => e.stopPropagation()}
    >
      {url}
    </a>
  );
}

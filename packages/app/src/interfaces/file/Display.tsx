import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { isFileObject, mimeIcon, thumbnailUrl, withVersion, type FileLike } from '../../lib/file-media';
import type { DisplayProps } from '../types';
import './file.css';

/**
 * A file in a cell: the small thumbnail of an image (broken_image when it fails to load), else
 * its MIME icon with the stored name as tooltip; `--` when empty.
 */
export default function FileDisplay({ value }: DisplayProps<FileLike | number | string>) {
  const [broken, setBroken] = useState(false);
  if (value === null || value === undefined || value === '')
    return <span className="field-display-empty">--</span>;
  if (!isFileObject(value)) return <Icon name="insert_drive_file" />;
  const src = withVersion(thumbnailUrl(value, 'small', 'crop'), value.checksum as string | undefined);
  const name = String(value.filename_disk ?? value.filename_download ?? value.title ?? '');
  if (src && !broken)
    return (
      <img
        className="file-display-thumb"
        src={src}
        alt={String(value.title ?? name)}
        onError={() => setBroken(true)}
      />
    );
  return (
    <span className="file-display-icon" title={name} role="img" aria-label={name}>
      <Icon name={broken ? 'broken_image' : mimeIcon(value.type)} />
    </span>
  );
}

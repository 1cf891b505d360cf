import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { UploadModal } from '../../uploads/UploadModal';
import { useProjectKey } from '../../api/project-key';
import { ItemEdit } from '../item/ItemEdit';
import type { FileLike } from '../../lib/file-media';
import { FileDetails } from './FileDetails';
import { ListingScreen } from '../listing/ListingScreen';

/** File library (cards with thumbnails) with New → upload, and the file page: the edit screen with the file's details above its form (preview and replace are the form's preview field) (product.md §2). */
export function Component() {
  const { primaryKey } = useParams();
  const { t } = useTranslation();
  const project = useProjectKey();
  const [uploading, setUploading] = useState(false);
  if (primaryKey !== undefined)
    return (
      <ItemEdit collection="directus_files" intro={(values) => <FileDetails file={values as FileLike} />} />
    );
  return (
    <>
      <ListingScreen
        collection="directus_files"
        addButton={(allowed) =>
          allowed && (
            <button
              type="button"
              className="round-button round-button-primary"
              aria-label={t('new_file')}
              title={t('new_file')}
              onClick={() => setUploading(true)}
            >
              <Icon name="add" />
            </button>
          )
        }
      />
      {uploading && <UploadModal project={project} onDone={() => setUploading(false)} />}
    </>
  );
}

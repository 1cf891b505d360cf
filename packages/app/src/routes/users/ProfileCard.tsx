import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { FileObject, Role } from '@atrium/sdk';
import { useItem } from '../../api/items/queries';
import { useRoles } from '../../api/roles/queries';
import { Button } from '../../components/Button';
import { UploadModal } from '../../uploads/UploadModal';
import { UserAvatar } from '../../components/user-avatar/UserAvatar';
import { currentValues, type StagingStore } from '../../form/staging';

/** Image types an avatar may have (the upload modal refuses others with a warning). */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

const idOf = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return idOf((value as { id?: unknown }).id);
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/**
 * The head of the user page: the avatar (upload a new one or remove it, staged like any edit),
 * the name as edited, e-mail, title and company, and the role.
 */
export function ProfileCard({
  project,
  store,
  editable,
}: {
  project: string;
  store: StagingStore;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const saved = useStore(store, (s) => s.saved);
  const edits = useStore(store, (s) => s.edits);
  const values = useMemo(() => currentValues({ saved, edits }), [saved, edits]);
  const [uploading, setUploading] = useState(false);
  // The file just uploaded (for its thumbnail before the save); else the stored avatar, read by id.
  const [uploaded, setUploaded] = useState<FileObject | null>(null);
  const avatarId = idOf(values.avatar);
  const expanded = values.avatar && typeof values.avatar === 'object' ? values.avatar : null;
  const stored = useItem<FileObject>(
    project,
    'directus_files',
    avatarId !== null && !expanded && uploaded?.id !== avatarId ? avatarId : null,
  );
  const avatar =
    avatarId === null ? null : uploaded?.id === avatarId ? uploaded : (expanded ?? stored.data ?? null);
  const roles = useRoles(project);
  const roleId = idOf(values.role);
  const role =
    values.role && typeof values.role === 'object'
      ? (values.role as Role)
      : roles.data?.find((r) => Number(r.id) === roleId);
  const name = [values.first_name, values.last_name].filter(Boolean).join(' ');
  const subtitle = [values.title, values.company].filter(Boolean).join(' · ');

  return (
    <section className="profile-card" aria-label={t('profile')}>
      <div className="profile-avatar">
        <UserAvatar
          user={{
            first_name: values.first_name as string,
            last_name: values.last_name as string,
            avatar,
          }}
          size={96}
        />
      </div>
      <div className="profile-text">
        <h2 className="profile-name">{name || String(values.email ?? '') || t('new_user')}</h2>
        {values.email ? <p className="profile-email">{String(values.email)}</p> : null}
        {subtitle && <p className="profile-subtitle">{subtitle}</p>}
        {role && <p className="profile-role">{role.name}</p>}
        {editable && (
          <div className="button-row profile-avatar-actions">
            <Button variant="secondary" icon="photo_camera" onClick={() => setUploading(true)}>
              {avatarId === null ? t('upload_avatar') : t('replace_avatar')}
            </Button>
            {avatarId !== null && (
              <Button
                variant="tertiary"
                icon="delete_outline"
                onClick={() => store.getState().stage('avatar', null)}
              >
                {t('remove_avatar')}
              </Button>
            )}
          </div>
        )}
      </div>
      {uploading && (
        <UploadModal
          project={project}
          accept={AVATAR_TYPES}
          onUploaded={(file) => {
            setUploaded(file);
            store.getState().stage('avatar', file.id);
            setUploading(false);
          }}
          onDone={() => setUploading(false)}
        />
      )}
    </section>
  );
}

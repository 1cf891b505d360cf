/**
 * The bookmark button beside the listing title and its "save as bookmark" dialog (product.md §2,
 * §5): disabled when the view matches a bookmark; a title is required; personal scope by default,
 * role or global only for admins.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preset } from '@atrium/sdk';
import { useSavePreset } from '../../../api/presets/mutations';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { bus } from '../../../lib/events';
import { presetColumns, type ListingView } from '../preferences/view';
import './bookmarks.css';

type Scope = 'personal' | 'role' | 'global';

interface Props {
  project: string;
  collection: string;
  view: ListingView;
  user: { id: number; role: number | null; roleName: string; admin: boolean };
  match: Preset | null;
}

export function SaveBookmark({ project, collection, view, user, match }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [scope, setScope] = useState<Scope>('personal');
  const save = useSavePreset(project);

  const submit = () => {
    const name = title.trim();
    if (!name) return;
    save.mutate(
      {
        ...presetColumns(view),
        collection,
        title: name,
        user: scope === 'personal' ? user.id : null,
        role: scope === 'role' ? user.role : null,
      },
      {
        onSuccess: () => {
          setOpen(false);
          setTitle('');
          setScope('personal');
        },
        onError: (error) => bus.emit('error', { error, notify: 'something_went_wrong_body' }),
      },
    );
  };

  const label = match ? t('bookmark_saved_as', { title: match.title }) : t('save_as_bookmark');
  return (
    <>
      <button
        type="button"
        className={`bookmark-button${match ? ' saved' : ''}`}
        aria-label={label}
        title={label}
        disabled={match !== null}
        onClick={() => setOpen(true)}
      >
        <Icon name={match ? 'bookmark' : 'bookmark_border'} />
      </button>
      {open && (
        <Modal
          title={t('save_as_bookmark')}
          onClose={() => setOpen(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('cancel')}
              </Button>
              <Button onClick={submit} disabled={!title.trim()} loading={save.isPending}>
                {t('save')}
              </Button>
            </>
          }
        >
          <form
            className="bookmark-form"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <TextField
              label={t('name_bookmark')}
              required
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            {user.admin && (
              <fieldset className="bookmark-scope">
                <legend className="field-label">{t('bookmark_scope')}</legend>
                {(['personal', 'role', 'global'] as const).map((value) => (
                  <label key={value} className="bookmark-scope-option">
                    <input
                      type="radio"
                      name="bookmark-scope"
                      value={value}
                      checked={scope === value}
                      disabled={value === 'role' && user.role === null}
                      onChange={() => setScope(value)}
                    />
                    {/* i18n-dynamic: bookmark_personal, bookmark_global. */}
                    {value === 'role' ? t('bookmark_role', { role: user.roleName }) : t(`bookmark_${value}`)}
                  </label>
                ))}
              </fieldset>
            )}
          </form>
        </Modal>
      )}
    </>
  );
}

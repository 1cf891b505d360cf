import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SYSTEM_PREFIX, type Collection } from '@atrium/sdk';
import { useUpdateCollection } from '../../../api/collections/mutations';
import { useCollections } from '../../../api/collections/queries';
import { Button } from '../../../components/Button';
import { Confirm } from '../../../components/Confirm';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { HEADER_TOOLTIP_DELAY } from '../../../components/Tooltip';
import { errorCode, errorMessage } from '../../../lib/errors';
import { Header } from '../../../shell/Header';
import { notify } from '../../../stores/notifications';
import { SettingsTrail } from '../SettingsTrail';
import { NewCollectionModal } from './NewCollectionModal';

/**
 * Settings › Collections & Fields (product.md §3 Collection): the project's tables, managed ones
 * linking to their page with "Don't Manage", unmanaged ones with "Manage"; New creates one.
 */
export function CollectionsList({ project }: { project: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const collections = useCollections(project);
  const update = useUpdateCollection(project);
  const [creating, setCreating] = useState(false);
  const [unmanaging, setUnmanaging] = useState<string | null>(null);

  const list = useMemo(
    () =>
      Object.values(collections.data ?? {})
        .filter((c) => !c.collection.startsWith(SYSTEM_PREFIX))
        .sort((a, b) => a.collection.localeCompare(b.collection)),
    [collections.data],
  );
  const managed = list.filter((c) => c.managed);
  const unmanaged = list.filter((c) => !c.managed);

  const setManaged = async (collection: string, value: boolean) => {
    try {
      await update.mutateAsync({ collection, managed: value });
      notify({
        title: value
          ? t('collections_settings.now_managed', { collection })
          : t('collections_settings.now_unmanaged', { collection }),
        color: 'success',
      });
    } catch (err) {
      notify({ title: errorMessage(t, errorCode(err), (err as Error).message), color: 'danger' });
    }
  };

  return (
    <>
      <Header
        title={t('settings_collections_fields')}
        back={{ to: `/${project}/settings`, label: t('settings') }}
        breadcrumb={<SettingsTrail project={project} />}
      >
        <IconButton
          icon="add"
          label={t('collections_settings.new_collection')}
          className="settings-round-button"
          tooltip={HEADER_TOOLTIP_DELAY}
          onPress={() => setCreating(true)}
        />
      </Header>
      <div className="page-body settings-screen">
        {collections.isPending ? (
          <div className="settings-loading">
            <Spinner label={t('loading')} />
          </div>
        ) : collections.isError ? (
          <Notice color="danger">
            {errorMessage(t, errorCode(collections.error), collections.error.message)}
          </Notice>
        ) : list.length === 0 ? (
          <div className="empty-state">
            <Icon name="box" size={64} />
            <h2>{t('no_collections')}</h2>
            <p>{t('collections_settings.none_yet')}</p>
            <Button icon="add" onClick={() => setCreating(true)}>
              {t('collections_settings.new_collection')}
            </Button>
          </div>
        ) : (
          <>
            <ul className="settings-list" aria-label={t('collections')}>
              {managed.map((c) => (
                <CollectionRow key={c.collection} project={project} collection={c}>
                  <Button
                    variant="tertiary"
                    className="small-button"
                    onClick={() => setUnmanaging(c.collection)}
                  >
                    {t('collections_settings.dont_manage')}
                  </Button>
                </CollectionRow>
              ))}
            </ul>
            {unmanaged.length > 0 && (
              <>
                <h2 className="settings-section-title">{t('collections_settings.unmanaged')}</h2>
                <p className="settings-dim">{t('collections_settings.unmanaged_note')}</p>
                <ul className="settings-list" aria-label={t('collections_settings.unmanaged')}>
                  {unmanaged.map((c) => (
                    <CollectionRow key={c.collection} project={project} collection={c}>
                      <Button
                        variant="secondary"
                        className="small-button"
                        onClick={() => void setManaged(c.collection, true)}
                      >
                        {t('collections_settings.manage')}
                      </Button>
                    </CollectionRow>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
      {creating && (
        <NewCollectionModal
          project={project}
          existing={managed.map((c) => c.collection)}
          onClose={() => setCreating(false)}
          onCreated={(name) => {
            setCreating(false);
            notify({
              title: t('collections_settings.collection_created', { collection: name }),
              color: 'success',
            });
            navigate(`/${project}/settings/collections/${name}`);
          }}
        />
      )}
      {unmanaging && (
        <Confirm
          message={t('collections_settings.unmanage_confirm', { collection: unmanaging })}
          confirmText={t('collections_settings.dont_manage')}
          danger
          loading={update.isPending}
          onCancel={() => setUnmanaging(null)}
          onConfirm={async () => {
            await setManaged(unmanaging, false);
            setUnmanaging(null);
          }}
        />
      )}
    </>
  );
}

function CollectionRow({
  project,
  collection,
  children,
}: {
  project: string;
  collection: Collection;
  children: React.ReactNode;
}) {
  return (
    <li data-collection={collection.collection} className={collection.managed ? undefined : 'unmanaged'}>
      <Icon name={collection.icon || 'box'} />
      {collection.managed ? (
        <Link className="grow mono" to={`/${project}/settings/collections/${collection.collection}`}>
          {collection.collection}
        </Link>
      ) : (
        <span className="grow mono settings-dim">{collection.collection}</span>
      )}
      {children}
    </li>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from 'zustand';
import type { Field } from '@atrium/sdk';
import { useUpdateCollection } from '../../../api/collections/mutations';
import { useCollection } from '../../../api/collections/queries';
import { useUpdateField } from '../../../api/fields/mutations';
import { Button } from '../../../components/Button';
import { IconButton } from '../../../components/IconButton';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { HEADER_TOOLTIP_DELAY } from '../../../components/Tooltip';
import { Form } from '../../../form/Form';
import { createStaging } from '../../../form/staging';
import { errorCode, errorMessage } from '../../../lib/errors';
import { Header } from '../../../shell/Header';
import { notify } from '../../../stores/notifications';
import { NotFound } from '../../not-found/NotFound';
import { interfaceCatalogue } from '../../../interfaces/catalogue';
import { SettingsTrail } from '../SettingsTrail';
import {
  collectionFormFields,
  collectionFormValues,
  splitCollectionEdits,
  statusFieldOf,
} from './collection-form';
import { DeleteCollectionModal } from './DeleteCollectionModal';
import { FieldsTable } from './FieldsTable';
import { FieldWizard } from './wizard/FieldWizard';

type WizardState = { field: Field | null } | null;

/**
 * One collection's settings (product.md §3 Collection): its fields (saved instantly: reorder,
 * edit and add with the field wizard, delete), then note, icon, hidden, single, translations of
 * its name and the status mapping, saved with the header's Save; Delete asks for the name.
 */
export function CollectionPage({ project, collection }: { project: string; collection: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const info = useCollection(project, collection);
  const update = useUpdateCollection(project);
  const statusField = info.data ? statusFieldOf(info.data) : null;
  const updateField = useUpdateField(project, collection);
  const [store] = useState(() => createStaging());
  const edits = useStore(store, (s) => s.edits);
  const saving = useStore(store, (s) => s.saving);
  const [wizard, setWizard] = useState<WizardState>(null);
  const [deleting, setDeleting] = useState(false);
  const catalogue = useMemo(() => interfaceCatalogue(t), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
  const formFields = useMemo(() => collectionFormFields(!!statusField, t), [statusField, t]);

  const saved = useMemo(() => (info.data ? collectionFormValues(info.data) : null), [info.data]);
  useEffect(() => {
    if (saved && Object.keys(store.getState().edits).length === 0) store.getState().setSaved(saved);
  }, [saved, store]);

  const hasEdits = Object.keys(edits).length > 0;
  const onSave = async () => {
    if (!hasEdits) return;
    store.getState().setSaving(true);
    try {
      const { collection: body, statusMapping } = splitCollectionEdits(edits);
      if (Object.keys(body).length) await update.mutateAsync({ collection, ...body });
      if (statusMapping !== undefined && statusField) {
        const options = statusField.options && !Array.isArray(statusField.options) ? statusField.options : {};
        await updateField.mutateAsync({
          field: statusField.field,
          options: { ...options, status_mapping: statusMapping ?? {} },
        });
      }
      store.getState().setSaved({ ...store.getState().saved, ...edits });
      notify({ title: t('collections_settings.collection_saved', { collection }), color: 'success' });
    } catch (err) {
      notify({ title: errorMessage(t, errorCode(err), (err as Error).message), color: 'danger' });
    } finally {
      store.getState().setSaving(false);
    }
  };

  if (info.isPending)
    return (
      <div className="page-body settings-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  if (info.isError)
    return (
      <div className="page-body">
        <Notice color="danger">{errorMessage(t, errorCode(info.error), info.error.message)}</Notice>
      </div>
    );
  if (!info.data || !info.data.managed) return <NotFound />;

  return (
    <>
      <Header
        title={collection}
        icon={info.data.icon ?? undefined}
        back={{ to: `/${project}/settings/collections`, label: t('settings_collections_fields') }}
        breadcrumb={
          <SettingsTrail
            project={project}
            middle={{ to: `/${project}/settings/collections`, label: t('settings_collections_fields') }}
          />
        }
      >
        <IconButton
          icon="delete_outline"
          label={t('collections_settings.delete_collection')}
          className="settings-round-button danger"
          tooltip={HEADER_TOOLTIP_DELAY}
          onPress={() => setDeleting(true)}
        />
        <Button
          className="header-save"
          icon="check"
          loading={saving}
          disabled={!hasEdits || saving}
          onClick={() => void onSave()}
        >
          {t('save')}
        </Button>
      </Header>
      <div className="page-body settings-screen collection-settings">
        <section aria-labelledby="fields-heading" className="collection-fields">
          <h2 id="fields-heading" className="settings-section-title">
            {t('collections_settings.fields')}
          </h2>
          <Notice color="warning">{t('collections_settings.fields_saved_instantly')}</Notice>
          {Object.keys(info.data.fields).length === 0 ? (
            <p className="settings-dim">{t('no_fields')}</p>
          ) : (
            <FieldsTable
              project={project}
              collection={collection}
              fields={info.data.fields}
              catalogue={catalogue}
              onEdit={(field) => setWizard({ field })}
            />
          )}
          <div>
            <Button icon="add" onClick={() => setWizard({ field: null })}>
              {t('collections_settings.new_field')}
            </Button>
          </div>
        </section>
        <Form store={store} collection="directus_collections" fields={formFields} idPrefix="collection" />
      </div>
      {wizard && (
        <FieldWizard
          project={project}
          collection={info.data}
          existing={wizard.field}
          catalogue={catalogue}
          onClose={() => setWizard(null)}
        />
      )}
      {deleting && (
        <DeleteCollectionModal
          project={project}
          collection={collection}
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            notify({ title: t('collections_settings.collection_deleted', { collection }), color: 'success' });
            navigate(`/${project}/settings/collections`);
          }}
        />
      )}
    </>
  );
}

/**
 * Settings › Global (app-catalogue §4): the `directus_settings` form with its section dividers.
 * Save (only with edits) writes each edited key, refreshes the project info so the public pages
 * and the app's brand colour change at once, toasts and returns to the settings home.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useProjectKey } from '../../../api/project-key';
import { serverKeys } from '../../../api/server/keys';
import { useSaveSettings } from '../../../api/settings/mutations';
import { useSettings } from '../../../api/settings/queries';
import { useSettingsFields } from '../../../api/fields/queries';
import { Button } from '../../../components/Button';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import { Form } from '../../../form/Form';
import { createStaging } from '../../../form/staging';
import { errorCode, errorMessage } from '../../../lib/errors';
import { Header } from '../../../shell/Header';
import { notify } from '../../../stores/notifications';
import { useProjects } from '../../../stores/projects';
import { SettingsTrail } from '../SettingsTrail';
import { settingPayload, settingsFormFields, settingsValues } from './settings-form';

export function Component() {
  const { t } = useTranslation();
  const project = useProjectKey();
  const navigate = useNavigate();
  const client = useQueryClient();
  const settings = useSettings(project);
  const fields = useSettingsFields(project);
  const save = useSaveSettings(project);
  const [store] = useState(() => createStaging());
  const edits = useStore(store, (s) => s.edits);
  const saving = useStore(store, (s) => s.saving);
  const [error, setError] = useState<string | null>(null);

  const form = useMemo(() => settingsFormFields(fields.data ?? []), [fields.data]);
  const saved = useMemo(
    () => (settings.data && fields.data ? settingsValues(settings.data.rows, fields.data) : null),
    [settings.data, fields.data],
  );
  useEffect(() => {
    if (saved) store.getState().setSaved(saved);
  }, [saved, store]);

  const hasEdits = Object.keys(edits).length > 0;
  const onSave = async () => {
    if (!hasEdits) return;
    setError(null);
    store.getState().setSaving(true);
    try {
      const payload = Object.fromEntries(
        Object.entries(edits).map(([key, value]) => [key, settingPayload(form.fields[key], value)]),
      );
      await save.mutateAsync(payload);
      // The public pages read the project info; the app's --brand reads the settings query.
      await Promise.all([
        useProjects.getState().loadProjectInfo(project),
        client.invalidateQueries({ queryKey: serverKeys.info(project) }),
      ]);
      store.getState().setSaved({ ...store.getState().saved, ...edits });
      notify({ title: t('settings_saved'), color: 'success' });
      navigate(`/${project}/settings`);
    } catch (err) {
      setError(errorMessage(t, errorCode(err), (err as Error).message));
    } finally {
      store.getState().setSaving(false);
    }
  };

  const loading = settings.isPending || fields.isPending;
  const failed = settings.error ?? fields.error;
  return (
    <>
      <Header
        title={t('settings_global')}
        back={{ to: `/${project}/settings`, label: t('settings') }}
        breadcrumb={<SettingsTrail project={project} />}
      >
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
      <div className="page-body settings-screen settings-global">
        {loading ? (
          <div className="settings-loading">
            <Spinner label={t('loading')} />
          </div>
        ) : failed ? (
          <Notice color="danger" icon="error_outline">
            {errorMessage(t, errorCode(failed), failed.message)}
          </Notice>
        ) : (
          <>
            {error && (
              <Notice color="danger" icon="error_outline">
                {error}
              </Notice>
            )}
            {form.missing.length > 0 && (
              <Notice color="gray">
                {t('global_settings.missing_interfaces', { fields: form.missing.join(', ') })}
              </Notice>
            )}
            <Form store={store} collection="directus_settings" fields={form.fields} idPrefix="setting" />
          </>
        )}
      </div>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Notice } from '../components/Notice';
import { Spinner } from '../components/Spinner';
import { useExtensionModule } from './modules';

/** The `ext/:id` page: the module's own component, a spinner while it loads, a notice if it can't. */
export function ExtensionModulePage({ id, project }: { id: string; project: string }) {
  const { t } = useTranslation();
  const { Module, loading } = useExtensionModule(id);
  if (loading) return <Spinner label={t('loading')} size={48} />;
  if (!Module) {
    return (
      <div className="extension-fallback">
        <Notice color="danger">{t('extension_error', { ext: id })}</Notice>
      </div>
    );
  }
  return <Module project={project} />;
}

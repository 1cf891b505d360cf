import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { Header } from '../../../shell/Header';
import { SettingsTrail } from '../SettingsTrail';
import { interfaceCatalogue } from '../../../interfaces/catalogue';

/** Settings › Interfaces: every interface, core and extension, with name, version, types and icon. */
export function InterfacesList({ project }: { project: string }) {
  const { t, i18n } = useTranslation();
  // The language is a dependency: the names are translated.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const catalogue = useMemo(() => interfaceCatalogue(t).filter((c) => !c.pending), [t, i18n.language]);
  return (
    <>
      <Header
        title={t('settings_interfaces')}
        back={{ to: `/${project}/settings`, label: t('settings') }}
        breadcrumb={<SettingsTrail project={project} />}
      />
      <div className="page-body settings-screen">
        {catalogue.length === 0 ? (
          <div className="empty-state">
            <Icon name="extension" size={64} />
            <h2>{t('interface_debugger.none')}</h2>
          </div>
        ) : (
          <table className="table interfaces-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('interface_debugger.icon')}</span>
                </th>
                <th scope="col">{t('interface_debugger.name')}</th>
                <th scope="col">{t('interface_debugger.id')}</th>
                <th scope="col">{t('interface_debugger.version')}</th>
                <th scope="col">{t('interface_debugger.types')}</th>
                <th scope="col">{t('interface_debugger.source')}</th>
              </tr>
            </thead>
            <tbody>
              {catalogue.map((c) => (
                <tr key={c.id} data-interface={c.id}>
                  <td className="interfaces-icon">
                    <Icon name={c.meta.icon} />
                  </td>
                  <td>
                    <Link to={`/${project}/settings/interfaces/${c.id}`}>{c.meta.name}</Link>
                  </td>
                  <td className="mono">{c.id}</td>
                  <td>{c.meta.version || '--'}</td>
                  <td className="mono">{c.meta.types.join(', ') || '--'}</td>
                  <td>{c.core ? t('interface_debugger.core') : t('interface_debugger.extension')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  );
}

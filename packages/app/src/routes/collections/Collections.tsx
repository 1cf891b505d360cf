import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { collectionName } from '../../lib/format';
import { collectionLink } from '../../lib/routes';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';
import { visibleCollections } from '../../shell/navigation';
import { useCollections } from '../../api/collections/queries';
import { useMyAccess } from '../../api/permissions/queries';
import { useProjectKey } from '../../api/project-key';

/** Collections screen (product.md §2): header, empty state, table of name and note. */
export function Collections() {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const { admin, permissions } = useMyAccess(project);
  const collections = useCollections(project).data ?? {};
  const list = visibleCollections(collections, permissions, admin).sort((a, b) =>
    collectionName(t, a, i18n.language).localeCompare(collectionName(t, b, i18n.language)),
  );
  return (
    <>
      <Header title={t('collections')} icon="box" />
      <div className="page-body">
        {list.length === 0 ? (
          <div className="empty-state">
            <Icon name="box" size={64} />
            <h2>{t('no_collections')}</h2>
            <p>{t('no_collections_body')}</p>
          </div>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('collection_name')}</th>
                <th scope="col">{t('note')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((c) => (
                <tr key={c.collection}>
                  <td>
                    <Link to={collectionLink(project, c.collection)}>
                      {collectionName(t, c, i18n.language)}
                    </Link>
                  </td>
                  <td className="note-cell">{c.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <InfoSidebarContent>
        <p className="info-text">{t('collections_info', { count: list.length })}</p>
      </InfoSidebarContent>
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Field, PrimaryKey } from '@atrium/sdk';
import { api } from '../../../api/client';
import { fieldName } from '../../../lib/field-list';
import { Spinner } from '../../../components/Spinner';
import '../versions/versions.css';

interface RelatedRevertPreviewProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  revision: number;
  fields: Record<string, Field>;
}

const RELATIONAL = new Set(['o2m', 'translation', 'm2m']);

/** One related row in a line: its values, without its key, the item's key and nested objects. */
function line(row: unknown, itemKey: string): string {
  if (!row || typeof row !== 'object') return String(row ?? '—');
  return Object.entries(row as Record<string, unknown>)
    .filter(
      ([k, v]) => k !== 'id' && v !== null && v !== '' && typeof v !== 'object' && String(v) !== itemKey,
    )
    .map(([, v]) => v)
    .join(' · ')
    .slice(0, 160);
}

const lines = (v: unknown, itemKey: string): string[] =>
  Array.isArray(v) ? v.map((r) => line(r, itemKey)).sort() : [];

/**
 * The revert preview's related changes (docs/content-workflow.md): for each translations, o2m or
 * m2m field, its rows now and as the revert would leave them, when they differ.
 */
export function RelatedRevertPreview({
  project,
  collection,
  itemKey,
  revision,
  fields,
}: RelatedRevertPreviewProps) {
  const { t, i18n } = useTranslation();
  const key = String(itemKey);
  const relational = Object.values(fields).filter((f) => RELATIONAL.has(String(f.type)));
  const params = { fields: relational.map((f) => `${f.field}.*`) };
  const path = `items/${encodeURIComponent(collection)}/${encodeURIComponent(String(itemKey))}`;
  const both = useQuery({
    queryKey: ['workflow', project, 'revert-preview', collection, String(itemKey), revision],
    enabled: relational.length > 0,
    queryFn: async () => {
      const [now, then] = await Promise.all([
        api.request<{ data: Record<string, unknown> }>('GET', path, { project, params }),
        api.request<{ data: Record<string, unknown> }>('GET', `${path}/revert/${revision}`, {
          project,
          params,
        }),
      ]);
      return { now: now.data, then: then.data };
    },
  });
  if (relational.length === 0 || both.isError) return null;
  if (both.isPending) return <Spinner label={t('loading')} />;
  const changed = relational.filter(
    (f) =>
      JSON.stringify(lines(both.data.now[f.field], key)) !==
      JSON.stringify(lines(both.data.then[f.field], key)),
  );
  if (changed.length === 0) return null;
  return (
    <section className="related-revert" aria-label={t('workflow.related_changes')}>
      <h3 className="related-revert-title">{t('workflow.related_changes')}</h3>
      <table className="version-compare">
        <thead>
          <tr>
            <th scope="col">{t('workflow.field')}</th>
            <th scope="col">{t('workflow.related_now')}</th>
            <th scope="col">{t('workflow.related_after_revert')}</th>
          </tr>
        </thead>
        <tbody>
          {changed.map((f) => (
            <tr key={f.field}>
              <th scope="row">{fieldName(t, f, i18n.language)}</th>
              <td className="version-main">
                {lines(both.data.now[f.field], key).map((l, i) => (
                  <div key={i}>{l}</div>
                ))}
              </td>
              <td className="version-new">
                {lines(both.data.then[f.field], key).map((l, i) => (
                  <div key={i}>{l}</div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ContentVersion } from '@atrium/sdk';
import { api } from '../../api/client';
import { rowLink } from '../listing/row-link';

/**
 * The item of an activity entry on `directus_versions`: the versioned item, opened in that version
 * (`?version=<key>`), while the version exists; its name alone once it is gone (or not readable).
 */
export function VersionItemLink({ project, id, label }: { project: string; id: string; label: string }) {
  const version = useQuery({
    queryKey: ['workflow', project, 'version', id],
    queryFn: () =>
      api
        .request<{ data: ContentVersion }>('GET', `versions/${encodeURIComponent(id)}`, { project })
        .then((r) => r.data),
    retry: false,
  });
  const v = version.data;
  if (!v || v.item === null) return <span>{label}</span>;
  return (
    <Link to={`${rowLink(project, v.collection, v.item)}?version=${encodeURIComponent(v.key)}`}>{label}</Link>
  );
}

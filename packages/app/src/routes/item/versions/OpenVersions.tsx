import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { api } from '../../../api/client';
import { IconButton } from '../../../components/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../../components/Menu';
import { HEADER_TOOLTIP_DELAY } from '../../../components/Tooltip';
import type { ContentVersion } from '@atrium/sdk';

/**
 * The listing header's mark of a collection's items that have open versions: how many, and a menu
 * of them (with their versions' names) that opens each item.
 */
export function OpenVersions({ project, collection }: { project: string; collection: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const versions = useQuery({
    queryKey: ['workflow', project, 'versions', collection],
    enabled: !collection.startsWith(SYSTEM_PREFIX),
    queryFn: () =>
      api
        .request<{ data: ContentVersion[] }>('GET', 'versions', {
          project,
          params: { 'filter[collection][_eq]': collection, limit: 1000 },
        })
        .then((r) => r.data),
  });
  const byItem = new Map<string, string[]>();
  for (const v of versions.data ?? []) {
    if (v.item === null || v.delta === null) continue;
    byItem.set(v.item, [...(byItem.get(v.item) ?? []), v.name ?? v.key]);
  }
  if (byItem.size === 0) return null;
  const label = t('workflow.open_versions', { count: byItem.size });
  return (
    <MenuTrigger>
      <IconButton icon="call_split" label={label} className="header-button" tooltip={HEADER_TOOLTIP_DELAY} />
      <Menu
        label={label}
        onAction={(key) =>
          navigate(`/${project}/collections/${collection}/${encodeURIComponent(String(key))}`)
        }
      >
        {[...byItem].map(([item, names]) => (
          <MenuItem key={item} id={item} icon="call_split">
            {`#${item} · ${names.join(', ')}`}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

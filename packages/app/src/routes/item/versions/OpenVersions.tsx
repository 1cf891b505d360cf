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
 * of their versions (item and name) that opens the item in that version.
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
  // Versions with changes, and how many items have one.
  const open = (versions.data ?? []).filter((v) => v.item !== null && v.delta !== null);
  const items = new Set(open.map((v) => v.item));
  if (open.length === 0) return null;
  const label = t('workflow.open_versions', { count: items.size });
  return (
    <MenuTrigger>
      <IconButton icon="call_split" label={label} className="header-button" tooltip={HEADER_TOOLTIP_DELAY} />
      <Menu
        label={label}
        onAction={(id) => {
          const v = open.find((o) => o.id === id);
          if (!v) return;
          const item = encodeURIComponent(String(v.item));
          navigate(`/${project}/collections/${collection}/${item}?version=${encodeURIComponent(v.key)}`);
        }}
      >
        {open.map((v) => (
          <MenuItem key={v.id} id={v.id} icon="call_split">
            {`#${v.item} · ${v.name ?? v.key}`}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

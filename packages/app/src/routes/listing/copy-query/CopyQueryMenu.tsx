/**
 * "Copy query" on a listing (issue 27): the view as shown — fields, filter, search, sort, page
 * size — as a REST URL, or as the equal GraphQL query written against the caller's schema
 * (docs/graphql.md). User collections only, as the export; the GraphQL writer loads on first use.
 */
import { Button as AriaButton } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serializeQuery, SYSTEM_PREFIX, type QueryParams } from '@atrium/sdk';
import { api } from '../../../api/client';
import { graphqlSdlQuery } from '../../../api/graphql/queries';
import { Icon } from '../../../components/Icon';
import { Menu, MenuItem, MenuTrigger } from '../../../components/Menu';
import { notify } from '../../../stores/notifications';

interface Props {
  project: string;
  collection: string;
  params: QueryParams;
}

/** The REST address of the view (without credentials). */
export function restUrl(project: string, collection: string, params: QueryParams): string {
  const query = serializeQuery(params);
  return `${api.apiRoot}${encodeURIComponent(project)}/items/${encodeURIComponent(collection)}${query ? `?${query}` : ''}`;
}

export function CopyQueryMenu({ project, collection, params }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (collection.startsWith(SYSTEM_PREFIX)) return null;

  const copy = async (kind: 'rest' | 'graphql') => {
    try {
      let text: string;
      if (kind === 'rest') text = restUrl(project, collection, params);
      else {
        const [sdl, writer] = await Promise.all([
          queryClient.fetchQuery(graphqlSdlQuery(project, 'items')),
          import('./to-graphql'),
        ]);
        text = writer.graphqlQuery(sdl, collection, params);
      }
      await navigator.clipboard.writeText(text);
      notify({ title: t('graphql.copied'), color: 'success', iconMain: 'check' });
    } catch (err) {
      notify({ title: t('graphql.copy_failed', { message: (err as Error).message }), color: 'danger' });
    }
  };

  return (
    <div className="listing-export">
      <MenuTrigger>
        <AriaButton className="button button-secondary listing-export-trigger">
          <Icon name="content_copy" />
          <span>{t('graphql.copy_menu')}</span>
        </AriaButton>
        <Menu label={t('graphql.copy_menu')} onAction={(key) => void copy(key as 'rest' | 'graphql')}>
          <MenuItem id="rest" icon="link">
            {t('graphql.copy_rest_url')}
          </MenuItem>
          <MenuItem id="graphql" icon="code">
            {t('graphql.copy_graphql')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </div>
  );
}

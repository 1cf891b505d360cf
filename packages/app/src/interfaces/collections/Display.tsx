import { useTranslation } from 'react-i18next';
import { useCollections } from '../../api/collections/queries';
import { useProjectKey } from '../../api/project-key';
import type { DisplayProps } from '../types';
import { displayName } from './names';

/** The collection's name as the navigation shows it (Title Case when it has no translation). */
export default function CollectionsDisplay({ value }: DisplayProps<string>) {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const collections = useCollections(project);
  if (value === null || value === undefined || value === '') return null;
  const name = String(value);
  return <span title={name}>{displayName(t, name, collections.data, i18n.language)}</span>;
}

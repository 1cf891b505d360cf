/**
 * Settings › Collections & Fields (`collections`) and one collection's page
 * (`collections/:collection`), product.md §2 and §3.
 */
import { useParams } from 'react-router';
import { useProjectKey } from '../../../api/project-key';
import { CollectionPage } from './CollectionPage';
import { CollectionsList } from './CollectionsList';
import './collections.css';

export function Component() {
  const project = useProjectKey();
  const { collection } = useParams();
  return collection ? (
    <CollectionPage key={collection} project={project} collection={collection} />
  ) : (
    <CollectionsList project={project} />
  );
}

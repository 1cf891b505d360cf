import { useParams } from 'react-router';
import { TrashScreen } from './TrashScreen';

/** `/:project/trash/:collection` (docs/content-workflow.md). */
export function Component() {
  const { collection = '' } = useParams();
  return <TrashScreen collection={collection} />;
}

import { useParams } from 'react-router';
import { ExtensionModulePage } from '../../extensions/ExtensionModulePage';

/** Module extension screen (product.md §2): the module's own script, in its own route chunk. */
export function Component() {
  const { project = '', id = '' } = useParams();
  return <ExtensionModulePage id={id} project={project} />;
}

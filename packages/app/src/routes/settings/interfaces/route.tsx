/** Settings › Interfaces (`interfaces`) and the debugger of one (`interfaces/:id`), product.md §2. */
import { useParams } from 'react-router';
import { useProjectKey } from '../../../api/project-key';
import { Debugger } from './Debugger';
import { InterfacesList } from './InterfacesList';
import './interfaces.css';

export function Component() {
  const project = useProjectKey();
  const { id } = useParams();
  return id ? <Debugger key={id} project={project} id={id} /> : <InterfacesList project={project} />;
}

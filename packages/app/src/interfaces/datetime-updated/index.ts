import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const datetimeUpdated: InterfaceModule = { id: 'datetime-updated', meta, Input, Display };
export default datetimeUpdated;

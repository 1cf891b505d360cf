import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const datetimeCreated: InterfaceModule = { id: 'datetime-created', meta, Input, Display };
export default datetimeCreated;

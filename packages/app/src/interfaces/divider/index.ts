import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const divider: InterfaceModule = { id: 'divider', meta, Input, Display };
export default divider;

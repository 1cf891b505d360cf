import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const primaryKey: InterfaceModule = { id: 'primary-key', meta, Input, Display };
export default primaryKey;

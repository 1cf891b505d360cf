import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const hashed: InterfaceModule = { id: 'hashed', meta, Input, Display };
export default hashed;

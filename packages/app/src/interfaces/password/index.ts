import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const password: InterfaceModule = { id: 'password', meta, Input, Display };
export default password;

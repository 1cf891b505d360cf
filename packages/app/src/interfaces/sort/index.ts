import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const sortInterface: InterfaceModule = { id: 'sort', meta, Input, Display };
export default sortInterface;

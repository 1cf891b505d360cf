import type { InterfaceModule } from '../types';
import meta from './meta';
import Input from './Input';
import Display from './Display';

const module: InterfaceModule = { id: 'wysiwyg', meta, Input, Display };
export default module;

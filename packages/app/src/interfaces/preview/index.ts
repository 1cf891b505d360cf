import type { InterfaceModule } from '../types';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const preview: InterfaceModule = { id: 'preview', meta, Input, Display };
export default preview;

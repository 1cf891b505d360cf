import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const preview = defineInterface({ id: 'preview', meta, Input, Display });
export default preview;

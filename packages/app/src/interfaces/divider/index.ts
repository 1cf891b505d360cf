import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const divider = defineInterface({ id: 'divider', meta, Input, Display });
export default divider;

import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const color = defineInterface({ id: 'color', meta, Input, Display });
export default color;

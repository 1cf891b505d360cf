import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const date = defineInterface({ id: 'date', meta, Input, Display });
export default date;

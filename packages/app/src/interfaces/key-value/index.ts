import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const keyValue = defineInterface({ id: 'key-value', meta, Input, Display });
export default keyValue;

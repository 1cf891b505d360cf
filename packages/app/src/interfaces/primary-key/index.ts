import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const primaryKey = defineInterface({ id: 'primary-key', meta, Input, Display });
export default primaryKey;

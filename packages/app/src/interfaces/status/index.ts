import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const status = defineInterface({ id: 'status', meta, Input, Display });
export default status;

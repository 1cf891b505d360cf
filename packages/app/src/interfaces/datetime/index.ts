import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const datetime = defineInterface({ id: 'datetime', meta, Input, Display });
export default datetime;

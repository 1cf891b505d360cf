import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const repeater = defineInterface({ id: 'repeater', meta, Input, Display });
export default repeater;

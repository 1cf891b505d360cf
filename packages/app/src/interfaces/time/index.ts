import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const time = defineInterface({ id: 'time', meta, Input, Display });
export default time;

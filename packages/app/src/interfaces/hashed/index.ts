import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const hashed = defineInterface({ id: 'hashed', meta, Input, Display });
export default hashed;

import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const user = defineInterface({ id: 'user', meta, Input, Display });
export default user;

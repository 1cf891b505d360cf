import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const password = defineInterface({ id: 'password', meta, Input, Display });
export default password;

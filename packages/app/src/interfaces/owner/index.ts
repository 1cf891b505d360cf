import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const owner = defineInterface({ id: 'owner', meta, Input, Display });
export default owner;

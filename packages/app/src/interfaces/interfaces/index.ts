import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const interfaces = defineInterface({ id: 'interfaces', meta, Input, Display });
export default interfaces;

import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const collections = defineInterface({ id: 'collections', meta, Input, Display });
export default collections;

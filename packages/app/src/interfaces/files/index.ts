import { defineInterface } from '../define-interface';
import meta from './meta';
import Input from './Input';
import Display from './Display';

export default defineInterface({ id: 'files', meta, Input, Display });

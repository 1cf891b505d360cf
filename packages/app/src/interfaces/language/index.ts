import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const language = defineInterface({ id: 'language', meta, Input, Display });
export default language;

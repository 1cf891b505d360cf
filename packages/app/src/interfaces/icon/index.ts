import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const icon = defineInterface({ id: 'icon', meta, Input, Display });
export default icon;

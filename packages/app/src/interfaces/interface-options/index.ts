import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const interfaceOptions = defineInterface({ id: 'interface-options', meta, Input, Display });
export default interfaceOptions;

import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const interfaceTypes = defineInterface({ id: 'interface-types', meta, Input, Display });
export default interfaceTypes;

import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const sortInterface = defineInterface({ id: 'sort', meta, Input, Display });
export default sortInterface;

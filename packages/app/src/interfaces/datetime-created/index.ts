import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const datetimeCreated = defineInterface({ id: 'datetime-created', meta, Input, Display });
export default datetimeCreated;

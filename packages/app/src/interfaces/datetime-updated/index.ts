import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const datetimeUpdated = defineInterface({ id: 'datetime-updated', meta, Input, Display });
export default datetimeUpdated;

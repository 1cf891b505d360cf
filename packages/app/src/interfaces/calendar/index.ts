import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const calendar = defineInterface({ id: 'calendar', meta, Input, Display });
export default calendar;

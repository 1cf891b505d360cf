import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const userUpdated = defineInterface({ id: 'user-updated', meta, Input, Display });
export default userUpdated;

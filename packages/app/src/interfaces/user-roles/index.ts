import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const userRoles = defineInterface({ id: 'user-roles', meta, Input, Display });
export default userRoles;

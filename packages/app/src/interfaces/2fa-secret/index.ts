import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const twoFactorSecret = defineInterface({ id: '2fa-secret', meta, Input, Display });
export default twoFactorSecret;

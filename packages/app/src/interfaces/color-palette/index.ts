import { defineInterface } from '../define-interface';
import { meta } from './meta';
import Input from './Input';
import Display from './Display';

const colorPalette = defineInterface({ id: 'color-palette', meta, Input, Display });
export default colorPalette;

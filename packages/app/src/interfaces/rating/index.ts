import type { InterfaceModule } from '../types';
import meta from './meta';
import Input from './Input';
import Display from './Display';

// The components narrow the value and options they read; the form engine passes stored values
// of any shape, which each of them copes with.
const module: InterfaceModule = {
  id: 'rating',
  meta,
  Input: Input as InterfaceModule['Input'],
  Display: Display as InterfaceModule['Display'],
};
export default module;

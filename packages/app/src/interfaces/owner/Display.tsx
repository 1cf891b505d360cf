import type { DisplayProps } from '../types';
import { SystemUserText, type SystemUserOptions } from './SystemUser';

export default function OwnerDisplay({ value, options }: DisplayProps<unknown, SystemUserOptions>) {
  return <SystemUserText value={value} options={options} />;
}

import type { DisplayProps } from '../types';
import { SystemUserText, type SystemUserOptions } from '../owner/SystemUser';

export default function UserUpdatedDisplay({ value, options }: DisplayProps<unknown, SystemUserOptions>) {
  return <SystemUserText value={value} options={options} />;
}

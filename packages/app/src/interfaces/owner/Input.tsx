import type { InputProps } from '../types';
import { SystemUserBox, type SystemUserOptions } from './SystemUser';

/** Who created the item: set by the server, never editable. */
export default function OwnerInput({
  value,
  options,
  newItem,
  inputId,
}: InputProps<unknown, SystemUserOptions>) {
  return <SystemUserBox id="owner" value={value} options={options} newItem={newItem} inputId={inputId} />;
}

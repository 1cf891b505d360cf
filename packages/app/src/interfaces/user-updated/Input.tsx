import type { InputProps } from '../types';
import { SystemUserBox, type SystemUserOptions } from '../owner/SystemUser';

/** Who saved the item last: set by the server on every save, never editable. */
export default function UserUpdatedInput({
  value,
  options,
  newItem,
  inputId,
}: InputProps<unknown, SystemUserOptions>) {
  return (
    <SystemUserBox id="user-updated" value={value} options={options} newItem={newItem} inputId={inputId} />
  );
}

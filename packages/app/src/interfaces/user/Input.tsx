import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { UserAvatar } from '../../components/user-avatar/UserAvatar';
import { metaText } from '../meta-text';
import type { InputProps } from '../types';
import { useLabelId } from '../use-label-id';
import { useDirectory, userIdOf, userLabel, userOf, type UserLike } from './directory';
import '../../components/Popover.css';
import '../../components/inputs.css';
import './user.css';

interface Options {
  template: string | null;
  placeholder: string | null;
}

const NONE = '\u0000none';

/**
 * Choose a user of the directory (avatar and name through the template); emits the user's id.
 * A field that is not required has a "none" entry that clears it.
 */
export default function UserInput(props: InputProps<unknown, Options>) {
  const { value, options, readonly, required, inputId, onInput } = props;
  const { t } = useTranslation();
  const labelId = useLabelId(inputId);
  const { users, loading } = useDirectory();
  const selectedId = userIdOf(value);
  const current = userOf(value, users);
  const choices: { key: string; user: UserLike | null; label: string }[] = users.map((u) => ({
    key: String(u.id),
    user: u,
    label: userLabel(u, options.template),
  }));
  // A value the directory does not hold (e.g. a user the role may not list) stays selectable.
  if (selectedId !== null && !choices.some((c) => c.key === String(selectedId))) {
    choices.unshift({
      key: String(selectedId),
      user: current ?? { id: selectedId },
      label: current ? userLabel(current, options.template) : `#${selectedId}`,
    });
  }
  const items = required
    ? choices
    : [{ key: NONE, user: null, label: t('interfaces.user.none') }, ...choices];
  const placeholder = metaText(t, 'user', options.placeholder) || t('interfaces.user.choose_user');

  return (
    <AriaSelect
      className="user-select"
      id={inputId}
      aria-labelledby={labelId}
      selectedKey={selectedId === null ? null : String(selectedId)}
      isDisabled={readonly}
      placeholder={placeholder}
      onSelectionChange={(key: Key | null) => {
        if (key === null || key === NONE) onInput(null);
        else onInput(Number(key));
      }}
    >
      <AriaButton className="input-box select-button user-select-button">
        {current && <UserAvatar user={current} size={28} />}
        <SelectValue className="select-value" />
        {loading ? (
          <Icon name="hourglass_empty" className="input-box-icon" />
        ) : (
          <Icon name="arrow_drop_down" className="input-box-icon" />
        )}
      </AriaButton>
      <AriaPopover className="popover" offset={4}>
        <ListBox className="option-list" items={items}>
          {(choice) => (
            <ListBoxItem id={choice.key} className="option" textValue={choice.label}>
              {choice.user ? <UserAvatar user={choice.user} size={28} /> : <Icon name="block" />}
              <span>{choice.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}

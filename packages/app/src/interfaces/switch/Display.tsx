import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import type { DisplayProps } from '../types';

export default function SwitchDisplay({
  value,
  options,
}: DisplayProps<boolean, { checkbox?: boolean | null }>) {
  const { t } = useTranslation();
  const on = value === true || (value as unknown) === 1 || (value as unknown) === '1';
  const name = options.checkbox ? (on ? 'check_box' : 'check_box_outline_blank') : on ? 'check' : 'close';
  return (
    <span title={t(on ? 'interfaces.switch.true' : 'interfaces.switch.false')}>
      <Icon name={name} color={on ? 'var(--input-border-color-focus)' : 'var(--input-border-color)'} />
      <span className="visually-hidden">{t(on ? 'interfaces.switch.true' : 'interfaces.switch.false')}</span>
    </span>
  );
}

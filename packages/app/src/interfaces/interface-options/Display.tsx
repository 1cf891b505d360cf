import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';

/** A settings icon: options are configuration, shown in full only when editing. */
export default function InterfaceOptionsDisplay() {
  const { t } = useTranslation();
  return (
    <span className="interface-options-display" title={t('interfaces.interface-options.interface_options')}>
      <Icon name="settings" />
    </span>
  );
}

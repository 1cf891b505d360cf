import { ComingSoon } from '../../placeholder/ComingSoon';

/** Settings screen placeholder: replaced by the settings issue (13). */
export function Component() {
  return <ComingSoon title="settings_global" />;
}

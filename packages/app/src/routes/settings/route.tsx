import { ComingSoon } from '../placeholder/ComingSoon';

/**
 * The settings module's route chunk (admins only, see AdminOnly): one component per settings
 * screen, placeholders until each is built.
 */
export { AdminOnly as Component } from './AdminOnly';

export const SettingsHome = () => <ComingSoon title="settings" />;
export const SettingsGlobal = () => <ComingSoon title="settings_global" />;
export const SettingsCollections = () => <ComingSoon title="settings_collections_fields" />;
export const SettingsRoles = () => <ComingSoon title="settings_permissions" />;
/** Not `interfaces`: that key holds the interface messages (an object), not a title. */
export const SettingsInterfaces = () => <ComingSoon title="settings_interfaces" />;
export const SettingsWebhooks = () => <ComingSoon title="settings_webhooks" />;

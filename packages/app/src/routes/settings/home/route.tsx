/** Settings home: the settings module's index route. */
export { SettingsHome as Component } from './SettingsHome';

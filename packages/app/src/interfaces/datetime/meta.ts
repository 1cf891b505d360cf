import type { InterfaceMeta } from '../types';

/**
 * `localized` and `showRelative` have no default on purpose (app-catalogue §8.1: the original meta
 * used `value`, so they arrive as null).
 */
export const meta: InterfaceMeta = {
  name: '$t:datetime',
  version: '1.0.0',
  types: ['datetime', 'datetime_updated', 'datetime_created'],
  icon: 'access_time',
  options: {
    min: { name: '$t:min', comment: '$t:min_comment', interface: 'datetime', type: 'datetime' },
    max: { name: '$t:max', comment: '$t:max_comment', interface: 'datetime', type: 'datetime' },
    localized: { name: '$t:localized', comment: '$t:localized_comment', interface: 'switch' },
    showRelative: { name: '$t:show_relative', comment: '$t:show_relative_comment', interface: 'switch' },
    iconLeft: { name: '$t:icon_left', comment: '$t:icon_left_comment', interface: 'icon', advanced: true },
    iconRight: { name: '$t:icon_right', comment: '$t:icon_right_comment', interface: 'icon', advanced: true },
    defaultToCurrentDatetime: {
      name: '$t:default_to_current',
      comment: '$t:default_to_current_comment',
      interface: 'switch',
      advanced: true,
    },
    format: {
      name: '$t:format',
      comment: '$t:format_comment',
      interface: 'dropdown',
      default: 'mdy',
      advanced: true,
      options: { choices: { mdy: 'mm/dd/yyyy', dmy: 'dd/mm/yyyy', ymd: 'yyyy-mm-dd' } },
    },
  },
};

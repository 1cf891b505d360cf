import type { InterfaceMeta } from '../types';

/** A point on a map (app-catalogue.md §1 map). Tiles come from the project's `map` config. */
const meta: InterfaceMeta = {
  name: '$t:name',
  version: '1.0.0',
  types: ['json'],
  icon: 'place',
  fieldset: true,
  options: {
    height: {
      name: '$t:height',
      comment: '$t:height_comment',
      interface: 'numeric',
      type: 'integer',
      default: 400,
    },
    mapLat: {
      name: '$t:map_lat',
      comment: '$t:map_lat_comment',
      interface: 'numeric',
      type: 'decimal',
      default: 40.72803624,
    },
    mapLng: {
      name: '$t:map_lng',
      comment: '$t:map_lng_comment',
      interface: 'numeric',
      type: 'decimal',
      default: -73.94896388,
    },
    defaultZoom: {
      name: '$t:default_zoom',
      comment: '$t:default_zoom_comment',
      interface: 'numeric',
      type: 'integer',
      default: 12,
    },
    maxZoom: {
      name: '$t:max_zoom',
      comment: '$t:max_zoom_comment',
      interface: 'numeric',
      type: 'integer',
      default: 17,
    },
    address_to_code: {
      name: '$t:address_to_code',
      comment: '$t:address_to_code_comment',
      interface: 'switch',
      default: false,
    },
    theme: {
      name: '$t:theme',
      comment: '$t:theme_comment',
      interface: 'button-group',
      default: 'grayscale',
      options: {
        choices: [
          { label: '$t:theme_grayscale', value: 'grayscale' },
          { label: '$t:theme_color', value: 'color' },
        ],
      },
    },
  },
};

export default meta;

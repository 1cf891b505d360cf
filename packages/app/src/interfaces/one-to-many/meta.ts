import { relationalListMeta } from '../related/list-meta';

export default relationalListMeta('call_split', 'o2m', {
  delete_mode: {
    name: '$t:delete_mode',
    comment: '$t:delete_mode_comment',
    interface: 'dropdown',
    default: 'relation',
    options: { choices: { relation: '$t:delete_relation', item: '$t:delete_item' } },
  },
});

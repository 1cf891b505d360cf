import { relationalListMeta } from '../related/list-meta';

export default relationalListMeta('compare_arrows', 'm2m');

import type { LayoutModule } from '../types';
import { meta } from './meta';
import { TabularOptions } from './Options';
import type { TabularOptions as Options, TabularQuery } from './types';
import { TabularView } from './View';

const layout: LayoutModule<TabularQuery, Options> = {
  id: 'tabular',
  meta,
  View: TabularView,
  Options: TabularOptions,
};
export default layout;

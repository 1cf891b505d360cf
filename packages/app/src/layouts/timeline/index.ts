import type { LayoutModule } from '../types';
import { meta } from './meta';
import { TimelineOptions } from './Options';
import type { TimelineOptions as Options, TimelineQuery } from './types';
import { TimelineView } from './View';

const layout: LayoutModule<TimelineQuery, Options> = {
  id: 'timeline',
  meta,
  View: TimelineView,
  Options: TimelineOptions,
};
export default layout;

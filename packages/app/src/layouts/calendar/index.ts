import type { LayoutModule } from '../types';
import { meta } from './meta';
import { CalendarOptions } from './Options';
import type { CalendarOptions as Options, CalendarQuery } from './types';
import { CalendarView } from './View';

const layout: LayoutModule<CalendarQuery, Options> = {
  id: 'calendar',
  meta,
  View: CalendarView,
  Options: CalendarOptions,
};
export default layout;

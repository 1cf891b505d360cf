import type { LayoutModule } from '../types';
import { meta } from './meta';
import { CardsOptions } from './Options';
import type { CardsOptions as Options, CardsQuery } from './types';
import { CardsView } from './View';

const layout: LayoutModule<CardsQuery, Options> = {
  id: 'cards',
  meta,
  View: CardsView,
  Options: CardsOptions,
};
export default layout;

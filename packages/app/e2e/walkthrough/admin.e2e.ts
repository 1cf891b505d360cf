/** The walk-through as the administrator (see e2e/walkthrough/run.ts). */
import { walkthroughSpec } from './spec';

walkthroughSpec([
  { who: 'admin', theme: 'light', width: 1400, locale: 'en-US' },
  { who: 'admin', theme: 'dark', width: 420, locale: 'de-DE' },
]);

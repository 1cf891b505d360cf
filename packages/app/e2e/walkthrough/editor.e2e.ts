/** The walk-through as the restricted editor role (see e2e/walkthrough/run.ts). */
import { walkthroughSpec } from './spec';

walkthroughSpec([
  { who: 'editor', theme: 'dark', width: 1400, locale: 'en-US' },
  { who: 'editor', theme: 'light', width: 420, locale: 'de-DE' },
]);

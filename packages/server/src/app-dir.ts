import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The admin app's built files (`packages/app/dist`). This module sits directly in `src/`, and the
 * compiled server in `dist/` at the same depth, so the path holds for both.
 */
export const DEFAULT_APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/dist');

import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** This package's own version. */
export const ATRIUM_VERSION: string = (require('../package.json') as { version: string }).version;

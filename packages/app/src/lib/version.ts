/** The app version shown (product.md §1). */
export const APP_VERSION = '8.8.0';

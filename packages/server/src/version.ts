/** The Directus API version Atrium reports for compatibility (api.md §5.19–5.20). */
export const DIRECTUS_VERSION = '8.8.1';

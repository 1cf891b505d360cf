/** The layout of a listing without a saved view (product.md §9). */
export const DEFAULT_LAYOUT = 'tabular';

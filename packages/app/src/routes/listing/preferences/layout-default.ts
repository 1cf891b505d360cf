/** The layout of a listing without a saved view (product.md §9). */
export { DEFAULT_LAYOUT } from '../../../layouts/registry';

/** One-to-many rows count as "N Items" (the shared relational-list display). */
export { CountDisplay as default } from '../related/CountDisplay';

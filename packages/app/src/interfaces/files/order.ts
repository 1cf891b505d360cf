/**
 * Order of the files of a files field: by the junction's sort field when it has one (rows without
 * a sort value last, in their saved order), and the sort values a new order stages — the shared
 * rule of the relational interfaces (../related/sort).
 */
export { bySortField as byJunctionSort, withOrder } from '../related/sort';

/*
 * Reads of the merchandising area's tables that other areas may use.
 */

/** Each direct supplier's label, by seller id. */
export { directSupplierLabels } from './repo';

import type { Expression } from 'kysely';

/** The value type of a Kysely expression, e.g. to widen a scalar subquery's type by the null "no row" gives. */
export type ValueOf<E> = E extends Expression<infer T> ? T : never;

/** Every API answer (ARCHITECTURE.md): `code` 0 is success, anything else a failure with `msg`. */
export type Envelope<T> = { code: number; msg: string; data: T };

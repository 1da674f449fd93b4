/** Every API answer (ARCHITECTURE.md): `code` 0 is success, anything else a failure with `msg`. */
export type Envelope<T> = { code: number; msg: string; data: T };

/** The code that means the session is invalid: the server answers it, the client signs out on it. */
export const SESSION_INVALID_CODE = 10;

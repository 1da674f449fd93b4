import type { Rule } from 'antd/es/form';
import { normalizeCas } from '@/lib/shared/cas';

/** A CAS number field: empty passes (required is its own rule), else the check digit must hold. */
export const casRule: Rule = {
  validator: (_: unknown, v: string) => (!v || normalizeCas(v) ? Promise.resolve() : Promise.reject(new Error('CAS 号不正确：格式如 64-17-5，末位为校验位'))),
};

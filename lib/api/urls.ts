/** API paths shared by server components (SWR fallback keys) and client hooks. */
export const UNITS_URL = '/unit';
export const INVOICE_CATEGORIES_URL = '/invoice_categories';

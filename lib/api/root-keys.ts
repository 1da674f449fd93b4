import { unitContract } from '@/lib/contracts/goods/calls';
import { invoiceCategoriesContract } from '@/lib/contracts/invoice/calls';
import { requestOf } from './urls';

// Apart from urls.ts, which the request client imports: these name two areas' whole call lists,
// which public pages' small islands (the header, 加购, freight) should not load.
/** The keys of the reads the root layout provides at start (units, invoice categories): their calls take no input. */
export const UNITS_KEY = requestOf(unitContract, undefined).url;
export const INVOICE_CATEGORIES_KEY = requestOf(invoiceCategoriesContract, undefined).url;

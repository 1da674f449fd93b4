import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './service';
import {
  addressListContract,
  addressCreateContract,
  addressUpdateContract,
  addressDeleteContract,
  addressDefaultContract,
} from '@/lib/contracts/address/calls';

// The spec names the address calls "transaction" (收货地址); every one works on the caller's own addresses only.

export const addressListRoute = defineRoute(addressListContract, ({ query, session }) => listAddresses(db(), session.memberId, query));

export const addressCreateRoute = defineRoute(addressCreateContract, ({ body, session }) => createAddress(db(), session.memberId, body));

export const addressUpdateRoute = defineRoute(addressUpdateContract, ({ body, session }) => updateAddress(db(), session.memberId, body));

export const addressDeleteRoute = defineRoute(addressDeleteContract, ({ body, session }) => deleteAddress(db(), session.memberId, body.id));

export const addressDefaultRoute = defineRoute(addressDefaultContract, ({ body, session }) => setDefaultAddress(db(), session.memberId, body.id));

import { goodsCountsOfSeller } from '@/lib/server/goods/service';
import { db } from '@/lib/server/core/db';
import { defineRoute } from '@/lib/server/core/route';
import { getProfile, saveProfile } from './profile';
import { saveUpload } from '@/lib/server/uploads/service';
import { chooseRole, getMemberInfo, upgradeToBothRoles } from './service';
import { memberHome } from './home';
import {
  memberInfoContract,
  setBuyerContract,
  setSellerContract,
  upgradeContract,
  memberHomeContract,
  uploadFileContract,
  profileContract,
  profileUpdateContract,
} from '@/lib/contracts/account/calls';

export const memberInfoRoute = defineRoute(memberInfoContract, ({ session }) => getMemberInfo(db(), session.memberId));

export const setBuyerRoute = defineRoute(setBuyerContract, ({ session }) => chooseRole(db(), session.memberId, 'buyer'));

export const setSellerRoute = defineRoute(setSellerContract, ({ session }) => chooseRole(db(), session.memberId, 'seller'));

export const upgradeRoute = defineRoute(upgradeContract, ({ session }) => upgradeToBothRoles(db(), session.memberId));

export const memberHomeRoute = defineRoute(memberHomeContract, ({ session }) => memberHome(db(), session.memberId, goodsCountsOfSeller));

export const uploadFileRoute = defineRoute(uploadFileContract, ({ body, session }) => saveUpload(db(), session.memberId, body.file, body.purpose));

export const profileRoute = defineRoute(profileContract, ({ session }) => getProfile(db(), session.memberId));

export const profileUpdateRoute = defineRoute(profileUpdateContract, ({ body, session }) => saveProfile(db(), session.memberId, body));

import { defineContract } from '@/lib/contracts/contract';
import { LotChangeResultSchema, LotPageSchema, RecallLotInput, ReviseLotCoaInput, SellerLotsQuery } from './lots-schema';

export const sellerLotsContract = defineContract({
  operationId: 'sellerLots',
  method: 'GET',
  path: '/api/seller_lots',
  summary: '卖家的批次：发货时记录的批号、当前 COA、修订与召回情况、发往的订单数与买家数',
  tag: 'Goods',
  auth: 'seller',
  query: SellerLotsQuery,
  response: LotPageSchema,
});

export const reviseLotCoaContract = defineContract({
  operationId: 'reviseLotCoa',
  method: 'POST',
  path: '/api/seller_lot_coa',
  summary: '修订批次的 COA：换上新的检验报告，通知每一位收到该批次的买家（站内信与邮件）',
  tag: 'Goods',
  auth: 'seller',
  body: ReviseLotCoaInput,
  response: LotChangeResultSchema,
});

export const recallLotContract = defineContract({
  operationId: 'recallLot',
  method: 'POST',
  path: '/api/seller_lot_recall',
  summary: '召回批次：写明原因，通知每一位收到该批次的买家（站内信与邮件）；召回不可撤销',
  tag: 'Goods',
  auth: 'seller',
  body: RecallLotInput,
  response: LotChangeResultSchema,
});

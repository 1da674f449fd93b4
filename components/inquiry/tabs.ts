import type { SellerTab } from '@/lib/api/rfq';

/** The tabs of the buyer's and the seller's inquiry pages (plain data: the server pages check the URL against them). */
export const BUYER_STATUS_TABS = ['all', 'open', 'quoted', 'partly_accepted', 'accepted', 'closed', 'cancelled', 'expired'] as const;
export type BuyerStatusTab = (typeof BUYER_STATUS_TABS)[number];

export const SELLER_TABS: { key: SellerTab; label: string; empty: string }[] = [
  { key: 'not_quote', label: '待报价', empty: '暂时没有待报价的询价，去询价专区看看' },
  { key: 'quoted', label: '已报价', empty: '还没有有效的报价' },
  { key: 'won', label: '已中标', empty: '还没有被采纳的报价' },
  { key: 'lost', label: '未中标', empty: '没有未中标或过期的报价' },
  { key: 'cancelled', label: '已撤销', empty: '没有撤销的报价' },
];

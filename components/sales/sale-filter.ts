import { SALE_TABS, type SaleFilter, type SaleTab } from '@/lib/api/sales';

export const SALE_TAB_LABELS: Record<SaleTab, string> = {
  all: '全部',
  unpaid: '待付款',
  paid: '待发货',
  dispatched: '已发货',
  received: '已收货',
  completed: '已完成',
  closed: '已关闭',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The filters from the page's query string; anything malformed is dropped rather than sent. */
export function saleFilterFrom(params: RawParams): SaleFilter {
  const status = first(params.status);
  const from = first(params.from);
  const to = first(params.to);
  return {
    status: (SALE_TABS as readonly string[]).includes(status) ? (status as SaleTab) : 'all',
    // `orderNo`: the links in notifications (a rating received) name the order, as the buyer's list reads them.
    keyword: first(params.keyword ?? params.orderNo).slice(0, 60),
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

/** `/member/seller/saleOrder/<page>?status=…`: tab, keyword and dates live in the URL, so reloads and links keep them. */
export function saleOrderPath(filter: SaleFilter, page: number): string {
  const query = new URLSearchParams();
  if (filter.status !== 'all') query.set('status', filter.status);
  if (filter.keyword) query.set('keyword', filter.keyword);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  const text = query.toString();
  return `/member/seller/saleOrder/${page}${text ? `?${text}` : ''}`;
}

// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { QUICK_INQUIRY_EVENT, type InquiryPrefill } from '@/components/inquiry/prefill';
import { Providers } from '@/components/layout/Providers';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { startApiServer } from '@/tests/kits/render-with-api';
import { CompanyCheck } from './CompanyCheck';
import { MerchandisingList } from './MerchandisingList';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push() {}, replace() {}, refresh() {} }),
}));

const asked: string[] = [];
startApiServer({
  client: false,
  handlers: [
    http.get('*/client-config.json', () => HttpResponse.json({ signSecret: 's' })),
    http.get('*/api/company_check', ({ request }) => {
      const keyword = new URL(request.url).searchParams.get('keyword') ?? '';
      asked.push(keyword);
      const list = keyword.includes('华东')
        ? [
            {
              memberId: 2,
              organisationName: '上海华东化学试剂有限公司',
              creditCode: '9131**********8L22',
              verified: true,
              profileComplete: true,
              directSupplier: true,
              roles: { buyer: false, seller: true },
              onShelfGoods: 481,
              memberSince: '2025-01-02T00:00:00Z',
            },
          ]
        : [];
      return HttpResponse.json({ code: 0, msg: 'ok', data: { list, total: list.length, page: 1, pageSize: 10 } });
    }),
  ],
});

const wrap = (node: React.ReactNode) =>
  render(
    <Providers signSecret="s" initialMobile={false} signedIn={false} fallback={{}}>
      {node}
    </Providers>,
  );

describe('CompanyCheck', () => {
  it('explains a too-short keyword or a wrong credit code without asking the server', () => {
    render(<CompanyCheck />);
    const box = screen.getByLabelText('企业名称或统一社会信用代码');
    fireEvent.change(box, { target: { value: '华' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(screen.getByRole('alert').textContent).toContain('请输入至少 2 个字');
    fireEvent.change(box, { target: { value: '91310115MA1K3B8L23' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(screen.getByRole('alert').textContent).toContain('统一社会信用代码不正确');
    expect(asked).toEqual([]);
  });

  it('shows a registered organisation, verified, with its code masked', async () => {
    render(<CompanyCheck />);
    const box = screen.getByLabelText('企业名称或统一社会信用代码');
    fireEvent.change(box, { target: { value: '华东' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('上海华东化学试剂有限公司')).toBeTruthy();
    expect(screen.getByText('已认证')).toBeTruthy();
    expect(screen.getByText('9131**********8L22')).toBeTruthy();
    fireEvent.change(box, { target: { value: '没有这家公司' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    expect(await screen.findByText('未找到在本站注册的该企业')).toBeTruthy();
  });
});

describe('ResultsPagination as links', () => {
  it('pages with real links to /…/n', () => {
    wrap(<ResultsPagination basePath="/products/promotion" page={2} pageSize={10} total={24} />);
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('link', { name: '3' }).getAttribute('href')).toBe('/products/promotion/3');
    expect(within(nav).getByRole('link', { name: '上一页' }).getAttribute('href')).toBe('/products/promotion/1');
    expect(within(nav).getByRole('link', { name: '下一页' }).getAttribute('href')).toBe('/products/promotion/3');
  });

  it('is not shown for a single page', () => {
    wrap(<ResultsPagination basePath="/products/direct" page={1} pageSize={10} total={7} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});

describe('MerchandisingList', () => {
  const promotion = {
    cas: '64-17-5',
    name: 'Ethanol',
    nameZh: '乙醇',
    formula: 'C2H6O',
    molecularWeight: 46.07,
    category: '脂肪族有机化合物',
    categorySlug: 'acyclic-organic',
    offerCount: 8,
    lowestPriceCents: 1471,
    label: '限时 8.5 折',
    promotionPriceCents: 1250,
    startsAt: '2025-03-01T00:00:00Z',
    endsAt: '2025-03-04T15:59:59Z',
    note: null,
  };

  it('shows a promotion with its label, time left and price, and fills the inquiry form', () => {
    const heard: InquiryPrefill[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent<InquiryPrefill>).detail);
    window.addEventListener(QUICK_INQUIRY_EVENT, listener);
    render(<MerchandisingList kind="promotion" items={[promotion]} now="2025-03-02T00:00:00Z" emptyText="暂无" />);
    // The Chinese name first, the English beside it; the inquiry line carries both.
    expect(screen.getByRole('link', { name: '乙醇 Ethanol' }).getAttribute('href')).toBe('/products/64-17-5.html');
    expect(screen.getByText('限时 8.5 折')).toBeTruthy();
    expect(screen.getByText('还剩 2 天')).toBeTruthy();
    expect(screen.getByText(/12\.50 起/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '询价 Ethanol' }));
    expect(heard).toEqual([{ cas: '64-17-5', productName: '乙醇 Ethanol' }]);
    window.removeEventListener(QUICK_INQUIRY_EVENT, listener);
  });

  it('says so when a list is empty', () => {
    render(<MerchandisingList kind="electronic_grade" items={[]} now="2025-03-02T00:00:00Z" emptyText="暂无电子级产品" />);
    expect(screen.getByText('暂无电子级产品')).toBeTruthy();
  });
});

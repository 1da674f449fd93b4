// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '@/components/layout/Providers';
import { UNITS_KEY } from '@/lib/api/root-keys';
import { startApiServer } from '@/tests/kits/render-with-api';
import { draftKey } from './draft';
import { requestQuickInquiry } from './prefill';
import { QuickInquiryForm } from './QuickInquiryForm';

const PATH = '/products/promotion/2';
vi.mock('next/navigation', () => ({
  usePathname: () => PATH,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push() {}, replace() {}, refresh() {} }),
}));

const sent: unknown[] = [];
startApiServer({
  client: false,
  handlers: [
    http.get('*/api/member_info', () =>
      HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: {
          id: 1,
          username: 'demo_buyer',
          displayName: '王老师',
          memberType: 'teacher',
          roles: { buyer: true, seller: false },
          companyName: null,
          phone: '13800138000',
          email: null,
          emailVerified: false,
          createdAt: '2025-01-01T00:00:00Z',
        },
      }),
    ),
    http.post('*/api/create_inquiry', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: {
          id: 42,
          inquiryNo: 'XJ20250301000042',
          cas: '64-17-5',
          productName: 'Ethanol',
          substanceKnown: true,
          quantity: 500,
          unit: { code: 'mL', name: '毫升' },
          purity: null,
          note: null,
          contactName: '王老师',
          contactPhone: '13800138000',
          status: 'open',
          createdAt: '2025-03-01T00:00:00Z',
        },
      });
    }),
  ],
});
afterEach(() => {
  sessionStorage.clear();
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const UNITS = [
  { id: 1, code: 'g', name: '克', kind: 'mass' },
  { id: 2, code: 'mL', name: '毫升', kind: 'volume' },
];

function renderForm(signedIn: boolean) {
  if (signedIn) document.cookie = 'token=test-token; path=/';
  return render(
    <Providers signSecret="s" initialMobile={false} signedIn={signedIn} fallback={{ [UNITS_KEY]: UNITS }}>
      <QuickInquiryForm />
    </Providers>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('QuickInquiryForm', () => {
  it('signed out: offers sign-in that comes back here, and keeps what was typed', async () => {
    renderForm(false);
    expect(screen.getByText('登录后即可询价')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录 / 注册' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(PATH)}`);
    expect(screen.queryByRole('button', { name: /提交询价/ })).toBeNull();

    fireEvent.change(field('CAS 号'), { target: { value: '64-17-5' } });
    fireEvent.change(field('备注'), { target: { value: '需要发票' } });
    expect(JSON.parse(sessionStorage.getItem(draftKey(PATH)) ?? '{}')).toMatchObject({ cas: '64-17-5', note: '需要发票' });

    cleanup();
    renderForm(false);
    expect(field('CAS 号').value).toBe('64-17-5');
    expect(field('备注').value).toBe('需要发票');
  });

  it('signed in: fills in the buyer, sends the inquiry and shows its number', async () => {
    renderForm(true);
    expect(await screen.findByDisplayValue('王老师')).toBeTruthy();
    fireEvent.change(field('CAS 号'), { target: { value: '64-17-5' } });
    fireEvent.change(field('数量'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: /提交询价/ }));
    expect(await screen.findByText('询价已提交，询价单号 XJ20250301000042')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ cas: '64-17-5', quantity: 500, unitCode: 'g', contactName: '王老师', contactPhone: '13800138000' });
    expect(sessionStorage.getItem(draftKey(PATH))).toBeNull();
  });

  it('refuses to send without a product or with a wrong CAS check digit', async () => {
    renderForm(true);
    await screen.findByDisplayValue('王老师');
    const before = sent.length;
    fireEvent.change(field('数量'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: /提交询价/ }));
    expect(await screen.findByText('请填写产品名称或 CAS 号')).toBeTruthy();
    fireEvent.change(field('CAS 号'), { target: { value: '64-17-6' } });
    expect(await screen.findByText('CAS 号不正确：格式如 64-17-5，末位为校验位')).toBeTruthy();
    expect(sent.length).toBe(before);
  });

  it('keeps a quantity of 0, a negative one or one too large as typed and says why it cannot be sent', async () => {
    renderForm(true);
    await screen.findByDisplayValue('王老师');
    const before = sent.length;
    fireEvent.change(field('CAS 号'), { target: { value: '64-17-5' } });
    for (const typed of ['0', '-5', '2000000']) {
      fireEvent.change(field('数量'), { target: { value: typed } });
      fireEvent.blur(field('数量'));
      fireEvent.click(screen.getByRole('button', { name: /提交询价/ }));
      expect(await screen.findByText('数量须大于 0，且不超过 1,000,000')).toBeTruthy();
      expect(field('数量').value).toBe(typed);
    }
    expect(sent.length).toBe(before);
  });

  it("a list's 询价 button fills the product in", async () => {
    renderForm(false);
    act(() => requestQuickInquiry({ cas: '7664-39-3', productName: 'Hydrofluoric acid', purity: 'SEMI G4' }));
    expect(field('CAS 号').value).toBe('7664-39-3');
    expect(field('产品名称').value).toBe('Hydrofluoric acid');
    expect(field('纯度要求').value).toBe('SEMI G4');
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useInvoiceCategories, useUnits } from '@/lib/api/catalog';
import { INVOICE_CATEGORIES_KEY, UNITS_KEY } from '@/lib/api/root-keys';
import { startApiServer } from '@/tests/kits/render-with-api';
import { Providers } from './Providers';

vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push() {}, replace() {}, refresh() {} }),
}));

const requests: string[] = [];
const server = startApiServer({ client: false, handlers: [http.get('*/api/*', () => HttpResponse.json({ code: 0, msg: 'ok', data: [] }))] });
beforeAll(() => {
  server.events.on('request:start', ({ request }) => void requests.push(request.url));
});

function ReferenceData() {
  const units = useUnits().data ?? [];
  const categories = useInvoiceCategories().data ?? [];
  return <p>{`${units.map((u) => u.code).join(',')} | ${categories.map((c) => c.name).join(',')}`}</p>;
}

describe('Providers', () => {
  it('makes the units and invoice categories loaded at start global state, without another request', async () => {
    render(
      <Providers
        signSecret="s"
        initialMobile={false}
        signedIn={false}
        fallback={{
          [UNITS_KEY]: [{ id: 1, code: 'g', name: '克', kind: 'mass' }],
          [INVOICE_CATEGORIES_KEY]: [{ id: 1, code: 'vat_special', name: '增值税专用发票', description: '' }],
        }}
      >
        <ReferenceData />
      </Providers>,
    );
    expect(screen.getByText('g | 增值税专用发票')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([]);
  });
});

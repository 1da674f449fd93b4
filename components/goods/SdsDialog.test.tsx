// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GoodsSheetStatus } from '@/lib/api/safety';
import { SdsTag } from './SdsDialog';

const missing: GoodsSheetStatus = { zh: null, en: null, required: true, request: null, label: null };

describe('SdsTag', () => {
  it('blocks the shelf for goods not yet on sale, and asks for the sheet without saying "cannot go on shelf" for goods already on sale', () => {
    const { unmount } = render(<SdsTag sds={missing} />);
    expect(screen.getByTestId('goods-sds-tag').textContent).toBe('缺 SDS，不能上架');
    unmount();
    render(<SdsTag sds={missing} onShelf />);
    expect(screen.getByTestId('goods-sds-tag').textContent).toBe('缺 SDS，请补传');
    expect(screen.getByTestId('goods-sds-tag').getAttribute('title')).toContain('下架后没有 SDS 不能重新上架');
  });
});

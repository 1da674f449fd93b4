// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PermitStandingNote } from './PermitStandingNote';

const acid = (permitShort: boolean, permits = ['易制毒化学品购买备案证明 （沪）3J01 剩余 169.8 g / 共 2 kg，本单需要 1.83 kg']) => ({
  cas: '7664-93-9',
  reason: '第三类易制毒化学品',
  message: '需易制毒化学品购买许可证或备案证明',
  met: true,
  permits,
  permitShort,
});

afterEach(cleanup);

describe('PermitStandingNote', () => {
  it('warns before paying when no permit covers the order, naming what is left and what the order takes', () => {
    render(<PermitStandingNote regulated={[acid(true)]} />);
    const note = screen.getByTestId('permit-remaining');
    expect(note.textContent).toContain('许可证剩余数量不够本单，付款将被拒绝');
    expect(note.textContent).toContain('剩余 169.8 g / 共 2 kg，本单需要 1.83 kg');
  });

  it('tells what the payment will draw when the permit covers it', () => {
    render(<PermitStandingNote regulated={[acid(false)]} />);
    expect(screen.getByTestId('permit-remaining').textContent).toContain('付款时扣减，取消或退款时退回');
  });

  it('shows nothing when no permit is counted (not met, or nothing controlled)', () => {
    const { container } = render(<PermitStandingNote regulated={[{ ...acid(false), met: false }, acid(false, [])]} />);
    expect(container.textContent).toBe('');
  });
});

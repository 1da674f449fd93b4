import type { ReactNode } from 'react';

/*
 * CAS numbers and order numbers, the one way every page shows them: monospaced and never broken across
 * lines. A CAS number's hyphens are line-break opportunities ("75-09-" / "2" at 390 px), and `.mono`
 * breaks anywhere; a reader copies and compares these, so they stay whole and the line around them wraps.
 */

type Props = { muted?: boolean; className?: string };

function IdNumber({ kind, muted, className, children }: Props & { kind: 'cas' | 'order'; children: ReactNode }) {
  const classes = ['id-number', muted ? 'muted' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} data-id-number={kind} translate="no">
      {children}
    </span>
  );
}

/** A CAS number; `children` instead of `cas` when the number is highlighted. */
export function CasNumber({ cas, children, ...rest }: Props & { cas?: string | null; children?: ReactNode }) {
  return (
    <IdNumber kind="cas" {...rest}>
      {children ?? cas}
    </IdNumber>
  );
}

export function OrderNumber({ orderNo, ...rest }: Props & { orderNo: string }) {
  return (
    <IdNumber kind="order" {...rest}>
      {orderNo}
    </IdNumber>
  );
}

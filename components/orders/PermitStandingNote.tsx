import { Alert } from 'antd';
import type { Order } from '@/lib/api/orders';
import { CasNumber } from '@/components/layout/IdNumber';

/**
 * How the buyer's permits stand for the order's controlled lines (decision
 * 0154): what remains, what this order takes, and a warning when no permit
 * covers it — shown at checkout and at the cashier, before paying.
 */
export function PermitStandingNote({ regulated }: { regulated: Order['regulated'] }) {
  const counted = regulated.filter((r) => r.met && r.permits.length > 0);
  if (counted.length === 0) return null;
  const short = counted.some((r) => r.permitShort);
  return (
    <Alert
      type={short ? 'warning' : 'info'}
      showIcon
      style={{ marginTop: 12 }}
      data-testid="permit-remaining"
      title={short ? '许可证剩余数量不够本单，付款将被拒绝：请减少数量或补充许可证' : '管制品计入你的许可证：付款时扣减，取消或退款时退回'}
      description={counted.map((r) => (
        <div key={`${r.cas}-${r.reason}`} style={{ overflowWrap: 'anywhere' }}>
          <CasNumber cas={r.cas} />：{r.permits.join('；')}
        </div>
      ))}
    />
  );
}

'use client';
import { Alert, Empty, Modal, Skeleton, Tag, Timeline } from 'antd';
import { useShipInfo } from '@/lib/api/orders';
import { beijingTime } from '@/components/money/MoneyText';

/** viewExpress: the carrier, the tracking number (with the carrier's own tracking page) and the events, newest first. */
export function ShipInfoModal({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { data, error, isLoading } = useShipInfo(orderNo);
  const info = data && data.orderNo === orderNo ? data : null;
  return (
    <Modal open={orderNo !== null} title="查看物流" onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {error ? (
        <Alert type="error" showIcon title={error.message} />
      ) : !info && isLoading ? (
        <Skeleton active />
      ) : !info ? null : (
        <div data-testid="ship-info">
          <p style={{ marginTop: 0 }}>
            {info.expressCompanyName} · 运单号 <span className="mono">{info.trackingNo}</span>{' '}
            {info.trackingUrl && (
              <a href={info.trackingUrl} target="_blank" rel="noopener noreferrer">
                到承运商网站查询
              </a>
            )}
            {info.delivered && (
              <Tag color="green" style={{ marginLeft: 8 }}>
                已签收
              </Tag>
            )}
          </p>
          {info.simulated && (
            <Alert type="warning" showIcon title="开发环境模拟：以下物流轨迹由开发用物流服务生成，并非承运商的真实数据" style={{ marginBottom: 12 }} />
          )}
          {info.events.length === 0 ? (
            <Empty description="承运商尚未返回轨迹，请稍后再看" />
          ) : (
            <Timeline
              items={info.events.map((e, i) => ({
                key: `${e.at}-${i}`,
                color: i === 0 ? 'green' : 'gray',
                children: (
                  <div>
                    <div>
                      <strong>{e.status}</strong> {e.description}
                    </div>
                    <div className="muted" style={{ fontSize: 12 }}>
                      {beijingTime(e.at)}
                      {e.location ? ` · ${e.location}` : ''}
                    </div>
                  </div>
                ),
              }))}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

'use client';
import { Alert, Button, Descriptions, Empty, Modal, Skeleton, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { useShipInfo } from '@/lib/api/orders';
import { OrderNumber } from '@/components/layout/IdNumber';

/**
 * 查看物流 for either party (viewExpress): carrier, waybill number with the carrier's public tracking page,
 * and the events newest first. `orderNo` null keeps it closed, so a list can keep one mounted and only
 * change the order; a list that mounts it per order passes the number and unmounts it on close.
 */
export function LogisticsView({ orderNo, onClose }: { orderNo: string | null; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useShipInfo(orderNo);
  const [refreshing, setRefreshing] = useState(false);
  // SWR keeps the last order's answer while the next one loads: never show one order's parcel under another's number.
  const info = data && data.orderNo === orderNo ? data : null;
  const refresh = async () => {
    setRefreshing(true);
    await mutate().catch(() => undefined);
    setRefreshing(false);
  };
  return (
    <Modal
      open={orderNo !== null}
      title={
        orderNo ? (
          <>
            查看物流 · <OrderNumber orderNo={orderNo} />
          </>
        ) : (
          '查看物流'
        )
      }
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      data-testid="logistics-view"
    >
      {!info && isLoading && <Skeleton active />}
      {error && (
        <Alert
          type="error"
          showIcon
          title={error.message}
          action={
            <Button size="small" onClick={() => mutate()}>
              重试
            </Button>
          }
        />
      )}
      {info && (
        <div data-testid="ship-info">
          {info.simulated && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="开发环境模拟物流"
              description="这些轨迹由开发环境的物流模拟生成，不是承运商的真实数据。"
              data-testid="simulated-logistics"
            />
          )}
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="快递公司">{info.expressCompanyName}</Descriptions.Item>
            <Descriptions.Item label="物流单号">
              <span className="mono" data-testid="tracking-no">
                {info.trackingNo}
              </span>
              {info.trackingUrl && (
                <a href={info.trackingUrl} target="_blank" rel="noopener noreferrer" style={{ marginLeft: 8 }}>
                  到快递公司官网查询
                </a>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              {info.delivered ? <Tag color="green">已签收</Tag> : <Tag color="blue">运输中</Tag>}
              <Button size="small" type="link" loading={refreshing} onClick={refresh}>
                刷新轨迹
              </Button>
            </Descriptions.Item>
          </Descriptions>
          {info.events.length === 0 ? (
            <Empty description="快递公司尚未返回轨迹，请稍后再看" />
          ) : (
            <Timeline
              data-testid="tracking-events"
              items={info.events.map((e, index) => ({
                key: `${e.at}-${index}`,
                color: index === 0 ? 'green' : 'gray',
                content: (
                  <>
                    <div>
                      <strong>{e.status}</strong> {e.description}
                    </div>
                    <div className="muted" style={{ fontSize: 12 }}>
                      {beijingTime(e.at)}
                      {e.location ? ` · ${e.location}` : ''}
                    </div>
                  </>
                ),
              }))}
            />
          )}
        </div>
      )}
    </Modal>
  );
}

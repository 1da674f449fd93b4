'use client';
import { Alert, Button, Descriptions, Empty, Modal, Skeleton, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { useShipInfo } from '@/lib/api/sales';

/** The logistics view: carrier, waybill number with its public tracking page, and the events newest first. */
export function LogisticsView({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useShipInfo(orderNo);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    await mutate().catch(() => undefined);
    setRefreshing(false);
  };
  return (
    <Modal open title={`查看物流 · ${orderNo}`} footer={null} onCancel={onClose} destroyOnHidden data-testid="logistics-view">
      {isLoading && !data && <Skeleton active />}
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
      {data && (
        <>
          {data.simulated && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title="开发环境模拟物流"
              description="这些轨迹由开发环境的物流模拟生成，不是真实的快递信息。"
              data-testid="simulated-logistics"
            />
          )}
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="快递公司">{data.expressCompanyName}</Descriptions.Item>
            <Descriptions.Item label="物流单号">
              <span className="mono" data-testid="tracking-no">
                {data.trackingNo}
              </span>
              {data.trackingUrl && (
                <a href={data.trackingUrl} target="_blank" rel="noopener noreferrer" style={{ marginLeft: 8 }}>
                  到快递公司官网查询
                </a>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              {data.delivered ? <Tag color="green">已签收</Tag> : <Tag color="blue">运输中</Tag>}
              <Button size="small" type="link" loading={refreshing} onClick={refresh}>
                刷新轨迹
              </Button>
            </Descriptions.Item>
          </Descriptions>
          {data.events.length === 0 ? (
            <Empty description="快递公司尚未返回轨迹，请稍后再看" />
          ) : (
            <Timeline
              data-testid="tracking-events"
              items={data.events.map((e, index) => ({
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
        </>
      )}
    </Modal>
  );
}

'use client';
import { Empty, Modal, Skeleton, Table, Tag } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { beijingTime } from '@/components/money/MoneyText';
import { useApiKeyCalls, type ApiKey, type ApiKeyCall } from '@/lib/api/api-keys';

/** Every call made with one key, newest first: when, what, the answer, from where. */
export function KeyCallsModal({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useApiKeyCalls(apiKey.id, page);
  return (
    <Modal open title={`调用记录：${apiKey.name}`} footer={null} onCancel={onClose} width={860} destroyOnHidden>
      {error && !data ? (
        <Empty description={error.message} />
      ) : isLoading && !data ? (
        <Skeleton active />
      ) : !data || data.total === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这个密钥还没有被用来调用过接口" />
      ) : (
        <>
          <Table<ApiKeyCall>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 640 }}
            dataSource={data.list}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 150, render: (at: string) => beijingTime(at).slice(0, 19) },
              {
                title: '结果',
                key: 'code',
                width: 110,
                render: (_, c) => (c.code === 0 ? <Tag color="success">成功</Tag> : <Tag color="error">{`拒绝 ${c.code}`}</Tag>),
              },
              {
                title: '接口',
                key: 'path',
                render: (_, c) => (
                  <span style={{ wordBreak: 'break-all' }}>
                    {c.method} {c.path}
                  </span>
                ),
              },
              { title: '来源地址', dataIndex: 'clientIp', width: 130 },
            ]}
          />
          <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="次" onPage={setPage} />
        </>
      )}
    </Modal>
  );
}

'use client';
import { Alert, App, Button, Empty, Flex, Input, Modal, Pagination, Table, Tag, Typography } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { CoaUploadButton, type UploadedCoa } from '@/components/goods/CoaUploadButton';
import { useIsMobile } from '@/components/layout/viewport';
import type { ApiError } from '@/lib/api/client';
import { useRecallLot, useReviseLotCoa, useSellerLots } from '@/lib/api/lots';
import type { Lot } from '@/lib/contracts/goods/lots-schema';
import { chinaDateTime } from '@/lib/shared/settlement-file';

function LotState({ lot }: { lot: Lot }) {
  if (lot.recalledAt)
    return (
      <Tag color="red" title={lot.recallReason ?? undefined}>
        已召回
      </Tag>
    );
  return lot.coaRevision > 0 ? <Tag color="gold">COA 已修订 {lot.coaRevision} 次</Tag> : <Tag color="green">正常</Tag>;
}

/** Revise the COA of a lot (new file, optional note) or recall it (reason, confirmed): each tells every buyer who received it. */
function LotChange({ lot, kind, onClose, onDone }: { lot: Lot; kind: 'coa' | 'recall'; onClose: () => void; onDone: () => void }) {
  const { message } = App.useApp();
  const revise = useReviseLotCoa();
  const recall = useRecallLot();
  const [coa, setCoa] = useState<UploadedCoa | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const busy = revise.isMutating || recall.isMutating;
  const submit = async () => {
    setError(null);
    try {
      const result =
        kind === 'coa'
          ? coa
            ? await revise.execute({ lotId: lot.id, coaUploadId: coa.id, ...(text.trim() ? { note: text.trim() } : {}) })
            : null
          : await recall.execute({ lotId: lot.id, reason: text.trim() });
      if (!result) {
        setError('请先上传修订后的 COA 文件');
        return;
      }
      void message.success(`已通知 ${result.notifiedBuyers} 位收到该批次的买家`);
      onDone();
    } catch (e) {
      setError((e as ApiError).message);
    }
  };
  return (
    <Modal
      open
      title={`${kind === 'coa' ? '修订 COA' : '召回批次'} · ${lot.productName} 批号 ${lot.lotNumber}`}
      okText={kind === 'coa' ? '保存并通知买家' : '确认召回并通知买家'}
      okButtonProps={{ danger: kind === 'recall' }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        该批次已发往 {lot.orders} 张订单、{lot.buyers} 位买家。
        {kind === 'recall'
          ? '召回不可撤销：每位收到该批次的买家都会收到站内信和邮件，订单中该批次标为已召回。'
          : '新版 COA 替换旧版，买家在订单中下载到的是新版，并收到通知。'}
      </Typography.Paragraph>
      {kind === 'coa' && (
        <div style={{ marginBottom: 12 }}>
          <CoaUploadButton value={coa} onChange={setCoa} label="上传修订后的 COA（PDF）" />
        </div>
      )}
      <Input.TextArea
        aria-label={kind === 'coa' ? '修订说明' : '召回原因'}
        placeholder={kind === 'coa' ? '修订说明（选填），如：更正水分含量' : '召回原因（必填），如：检出杂质超标'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={kind === 'coa' ? 200 : 300}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </Modal>
  );
}

/** /member/seller/lots/<page>: the lots the seller shipped, where each went, and revising a COA or recalling a lot. */
export function SellerLotsView({ page }: { page: number }) {
  const router = useRouter();
  const mobile = useIsMobile();
  const [keyword, setKeyword] = useState('');
  const [searched, setSearched] = useState('');
  const { data, error, isLoading, mutate } = useSellerLots(page, searched);
  const [change, setChange] = useState<{ lot: Lot; kind: 'coa' | 'recall' } | null>(null);
  const actions = (lot: Lot) => (
    <Flex gap={4} wrap>
      {lot.coaUrl && (
        <Button size="small" type="link" href={lot.coaUrl} target="_blank" rel="noopener">
          查看 COA
        </Button>
      )}
      <Button size="small" onClick={() => setChange({ lot, kind: 'coa' })}>
        修订 COA
      </Button>
      <Button size="small" danger disabled={lot.recalledAt !== null} onClick={() => setChange({ lot, kind: 'recall' })}>
        召回
      </Button>
    </Flex>
  );
  return (
    <Flex vertical gap={12} className="seller-lots">
      <Typography.Title level={4} style={{ margin: 0 }}>
        批次管理
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        发货时记录的批号都在这里。修订某批次的 COA 或召回该批次时，每一位收到它的买家都会收到通知。
      </Typography.Paragraph>
      <Input.Search
        aria-label="搜索批次"
        placeholder="批号、品名或 CAS 号"
        allowClear
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(v) => {
          setSearched(v.trim());
          if (page !== 1) router.push('/member/seller/lots/1');
        }}
        style={{ maxWidth: 360 }}
      />
      {error && <Alert type="error" showIcon title={error.message} />}
      {!isLoading && data && data.total === 0 ? (
        <Empty description={searched ? '没有符合条件的批次' : '还没有记录批次：发货时填写批号即可'} />
      ) : mobile ? (
        <Flex vertical gap={8}>
          {(data?.list ?? []).map((lot) => (
            <div key={lot.id} data-testid="lot-card" style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 10 }}>
              <div>
                <strong className="mono">{lot.lotNumber}</strong> <LotState lot={lot} />
              </div>
              <div>{lot.productName}</div>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {lot.cas ?? '—'} · 发往 {lot.orders} 单 / {lot.buyers} 位买家
              </Typography.Text>
              {lot.recallReason && <div style={{ color: '#a8071a' }}>召回原因：{lot.recallReason}</div>}
              <div style={{ marginTop: 6 }}>{actions(lot)}</div>
            </div>
          ))}
        </Flex>
      ) : (
        <Table<Lot>
          rowKey="id"
          size="small"
          loading={isLoading}
          dataSource={data?.list ?? []}
          pagination={false}
          data-testid="lots-table"
          columns={[
            { title: '批号', dataIndex: 'lotNumber', render: (v: string) => <span className="mono">{v}</span> },
            { title: '产品', key: 'product', render: (_, l) => `${l.productName}${l.cas ? `（${l.cas}）` : ''}` },
            { title: '发往', key: 'shipped', render: (_, l) => `${l.orders} 单 / ${l.buyers} 位买家` },
            {
              title: '状态',
              key: 'state',
              render: (_, l) => (
                <>
                  <LotState lot={l} />
                  {l.recallReason && <div style={{ fontSize: 12, color: '#a8071a' }}>{l.recallReason}</div>}
                </>
              ),
            },
            { title: '首次发货记录', dataIndex: 'createdAt', render: (v: string) => chinaDateTime(v).slice(0, 16) },
            { title: '操作', key: 'actions', render: (_, l) => actions(l) },
          ]}
        />
      )}
      {data && data.total > data.pageSize && (
        <Pagination
          current={page}
          pageSize={data.pageSize}
          total={data.total}
          showSizeChanger={false}
          onChange={(p) => router.push(`/member/seller/lots/${p}`)}
        />
      )}
      {change && (
        <LotChange
          lot={change.lot}
          kind={change.kind}
          onClose={() => setChange(null)}
          onDone={() => {
            setChange(null);
            void mutate();
          }}
        />
      )}
    </Flex>
  );
}

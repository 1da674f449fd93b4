'use client';
import { Alert, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { CoaUploadButton, type UploadedCoa } from '@/components/goods/CoaUploadButton';
import { lineName } from '@/components/orders/OrderLines';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { useExpressCompanies } from '@/lib/api/orders';
import { updateExpress, type SaleOrder } from '@/lib/api/sales';
import { carriersFor, defaultCarrierId, normalizeTrackingNo, trackingNoProblem } from './shipping';
import { OrderNumber } from '@/components/layout/IdNumber';

type Fields = { expressCompanyId?: number; trackingNo: string };
type LotDraft = { lotNumber: string; coa: UploadedCoa | null };

const LOT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9\-_/.]*$/;

function lotProblem(lotNumber: string): string | null {
  if (!lotNumber) return null;
  if (lotNumber.length > 40) return '批号不能超过 40 个字符';
  return LOT_NUMBER.test(lotNumber) ? null : '批号只能包含字母、数字和 - _ / .';
}

/** What goes to update_express: at dispatch every line with a lot number; when correcting only the lines changed. */
export function lotsToSend(order: SaleOrder, drafts: Record<number, LotDraft>, correcting: boolean) {
  return order.lines.flatMap((line) => {
    const draft = drafts[line.lineNo];
    const lotNumber = draft?.lotNumber.trim() ?? '';
    if (!lotNumber) return [];
    if (correcting && line.shippedLot?.lotNumber === lotNumber.toUpperCase() && !draft?.coa) return [];
    return [{ lineNo: line.lineNo, lotNumber, ...(draft?.coa ? { coaUploadId: draft.coa.id } : {}) }];
  });
}

/**
 * The shipping-number dialog: 发货 for a paid order, 修改单号 for a dispatched one. The number is checked
 * here first (8–30 letters or digits); what the server refuses is said in the dialog.
 */
export function ShipDialog({ order, onClose, onDone }: { order: SaleOrder; onClose: () => void; onDone: (order: SaleOrder) => void }) {
  const correcting = order.status === 'dispatched';
  const carriers = useExpressCompanies();
  const { carriers: offered, note } = carriersFor(order, carriers.data ?? []);
  const [form] = Form.useForm<Fields>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [lots, setLots] = useState<Record<number, LotDraft>>(() =>
    // The offer's lot is offered when it is written as a lot number can be; free text is left for the seller to type.
    Object.fromEntries(
      order.lines.map((l) => [l.lineNo, { lotNumber: l.shippedLot?.lotNumber ?? (l.lotNumber && !lotProblem(l.lotNumber) ? l.lotNumber : ''), coa: null }]),
    ),
  );
  const lotProblems = order.lines.flatMap((l) => {
    const problem = lotProblem(lots[l.lineNo]?.lotNumber.trim() ?? '');
    return problem ? [`第 ${l.lineNo} 行：${problem}`] : [];
  });

  const submit = async (fields: Fields) => {
    setFailure(null);
    if (lotProblems.length > 0) {
      setFailure(lotProblems.join('；'));
      return;
    }
    setBusy(true);
    try {
      const updated = await updateExpress({
        orderNo: order.orderNo,
        expressCompanyId: fields.expressCompanyId!,
        trackingNo: normalizeTrackingNo(fields.trackingNo),
        lots: lotsToSend(order, lots, correcting),
      });
      onDone(updated);
    } catch (e) {
      setFailure((e as ApiError).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={
        <>
          {correcting ? '修改物流单号' : '发货'} · <OrderNumber orderNo={order.orderNo} />
        </>
      }
      okText={correcting ? '保存单号' : '确认发货'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="ship-dialog"
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        收货人：{order.delivery.receiver} {order.delivery.phone} · {order.delivery.areaLabel} {order.delivery.detail}
        {order.expressCompany && (
          <>
            <br />
            买家选择的配送方式：{order.expressCompany.name}
          </>
        )}
      </Typography.Paragraph>
      {note && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={note} data-testid="dangerous-goods-note" />}
      {carriers.isLoading && !carriers.data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Form<Fields>
          form={form}
          layout="vertical"
          initialValues={{ expressCompanyId: defaultCarrierId(order, offered), trackingNo: order.shipment?.trackingNo ?? '' }}
          onFinish={submit}
        >
          <Form.Item name="expressCompanyId" label="快递公司" rules={[{ required: true, message: '请选择快递公司' }]}>
            <Select
              placeholder="选择快递公司"
              options={offered.map((c) => ({ value: c.id, label: c.dangerousGoods ? `${c.name}（危险品资质）` : c.name }))}
              notFoundContent="没有可选的快递公司"
            />
          </Form.Item>
          <Form.Item
            name="trackingNo"
            label="物流单号"
            validateTrigger={['onBlur', 'onSubmit']}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = trackingNoProblem(value ?? '');
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input placeholder="8–30 位字母或数字" maxLength={40} autoComplete="off" className="mono" />
          </Form.Item>
        </Form>
      )}
      <section aria-label="发货批次" data-testid="ship-lots" style={{ marginBottom: 12 }}>
        <Typography.Text strong>发货批次</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: '2px 0 8px', fontSize: 13 }}>
          填写每一行实际发出的批号，可附该批次的 COA；买家在订单中可见，批次日后修订 COA 或召回时会通知收到它的买家。
        </Typography.Paragraph>
        {order.lines.map((line) => {
          const draft = lots[line.lineNo]!;
          const set = (next: Partial<LotDraft>) => setLots((all) => ({ ...all, [line.lineNo]: { ...draft, ...next } }));
          return (
            <div key={line.lineNo} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }}>
              <span style={{ flex: '1 1 100%', fontSize: 13 }}>
                {line.lineNo}. {lineName(line)} · {line.packSize} {line.unitCode} × {line.quantity}
              </span>
              <Input
                aria-label={`第 ${line.lineNo} 行批号`}
                value={draft.lotNumber}
                onChange={(e) => set({ lotNumber: e.target.value })}
                placeholder="批号"
                maxLength={40}
                status={lotProblem(draft.lotNumber.trim()) ? 'error' : undefined}
                style={{ flex: '1 1 160px', maxWidth: 240 }}
                className="mono"
              />
              <CoaUploadButton size="small" value={draft.coa} onChange={(coa) => set({ coa })} label="附 COA" />
            </div>
          );
        })}
      </section>
      {failure && <Alert type="error" showIcon title={failure} data-testid="ship-error" />}
    </Modal>
  );
}

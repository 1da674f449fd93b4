'use client';
import { Alert, Form, Input, Modal, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import { useExpressCompanies } from '@/lib/api/orders';
import { updateExpress, type SaleOrder } from '@/lib/api/sales';
import { carriersFor, defaultCarrierId, normalizeTrackingNo, trackingNoProblem } from './shipping';
import { OrderNumber } from '@/components/layout/IdNumber';

type Fields = { expressCompanyId?: number; trackingNo: string };

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

  const submit = async (fields: Fields) => {
    setFailure(null);
    setBusy(true);
    try {
      const updated = await updateExpress({
        orderNo: order.orderNo,
        expressCompanyId: fields.expressCompanyId!,
        trackingNo: normalizeTrackingNo(fields.trackingNo),
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
      {failure && <Alert type="error" showIcon title={failure} data-testid="ship-error" />}
    </Modal>
  );
}

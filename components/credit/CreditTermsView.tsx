'use client';
import { Alert, App, Button, Card, Empty, Form, InputNumber, Input, List, Modal, Radio, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import {
  saveCreditLine,
  setCreditLineStatus,
  useRefreshCredit,
  useSellerCreditLines,
  useSellerCustomers,
  useSellerReceivables,
  type CreditLine,
} from '@/lib/api/credit';
import { AgingReport } from './AgingReport';
import { CreditLineMeta } from './CreditLineMeta';
import { numberRange } from '@/components/form/number-rules';

type Values = { organisationId: number | null; kind: 'invoice_first' | 'monthly'; days: number | null; limitYuan: number | null; note: string };

/** Grant or change an organisation's terms: 先票后款 or 月结, the days to pay, the credit limit. */
function TermsDialog({ line, onClose, onSaved }: { line: CreditLine | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const customers = useSellerCustomers().data?.list ?? [];
  const kind = Form.useWatch('kind', form);
  return (
    <Modal
      open
      title={line ? `修改账期：${line.organisation.name}` : '给予账期'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          organisationId: line?.organisation.id ?? null,
          kind: line?.kind ?? 'invoice_first',
          days: line?.days ?? 30,
          limitYuan: line?.limitCents ? line.limitCents / 100 : null,
          note: line?.note ?? '',
        }}
        onFinish={async (v) => {
          setSaving(true);
          try {
            await saveCreditLine({
              organisationId: v.organisationId!,
              kind: v.kind,
              days: v.days ?? 0,
              limitCents: Math.round((v.limitYuan ?? 0) * 100),
              note: v.note.trim() || null,
            });
            void message.success(line ? '账期已修改' : '账期已给予');
            onSaved();
          } catch (e) {
            const error = e as ApiError;
            const field: keyof Values = error.message.includes('额度') ? 'limitYuan' : error.message.includes('天') ? 'days' : 'organisationId';
            form.setFields([{ name: field, errors: [error.message] }]);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item
          name="organisationId"
          label="采购单位"
          rules={[{ required: true, message: '请选择采购单位' }]}
          extra="以组织名义向本店下过单的组织；只有已核验的组织可以给予账期"
        >
          <Select
            disabled={line !== null}
            placeholder={customers.length === 0 ? '还没有以组织名义下过单的客户' : '请选择'}
            options={
              line
                ? [{ value: line.organisation.id, label: line.organisation.name, disabled: false }]
                : customers.map((c) => ({
                    value: c.organisation.id,
                    label: `${c.organisation.name}${c.verified ? '（已核验）' : '（未核验）'}`,
                    disabled: !c.verified,
                  }))
            }
          />
        </Form.Item>
        <Form.Item name="kind" label="方式">
          <Radio.Group
            options={[
              { value: 'invoice_first', label: '先票后款' },
              { value: 'monthly', label: '月结' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="days"
          label={kind === 'monthly' ? '发货当月结束后几天内付款' : '发货后几天内付款'}
          rules={[{ required: true, message: '请填写天数（0–180）' }, numberRange('天数', 0, 180, { integer: true })]}
        >
          <InputNumber precision={0} addonAfter="天" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="limitYuan"
          label="信用额度"
          rules={[{ required: true, message: '请填写信用额度' }, numberRange('信用额度', 1, 10_000_000)]}
          extra="未发货的账期订单与未付的欠款合计不超过它"
        >
          <InputNumber precision={2} addonBefore="¥" style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="note" label="备注（仅自己可见）">
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * /member/seller/creditTerms — 账期客户: the terms the seller granted
 * organisations (方式, 天数, 信用额度, 占用, 欠款, 逾期), granting and
 * suspending them, and what is owed by age (应收账款).
 */
export function CreditTermsView() {
  const { message, modal } = App.useApp();
  const lines = useSellerCreditLines();
  const receivables = useSellerReceivables();
  const refresh = useRefreshCredit();
  const [editing, setEditing] = useState<CreditLine | 'new' | null>(null);
  const toggle = (line: CreditLine) => {
    const suspending = line.status === 'active';
    modal.confirm({
      title: suspending ? `暂停给「${line.organisation.name}」的账期？` : `恢复给「${line.organisation.name}」的账期？`,
      content: suspending ? '暂停后，该组织的新订单不能再用账期；已下的订单照常发货、按原账期付款。' : '恢复后，该组织可以再以账期下单。',
      okText: suspending ? '暂停' : '恢复',
      cancelText: '取消',
      onOk: async () => {
        try {
          await setCreditLineStatus(line.id, suspending ? 'suspended' : 'active');
          void message.success(suspending ? '已暂停' : '已恢复');
          await refresh();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });
  };
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="credit-terms">
      <Card
        size="small"
        title="账期客户"
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            给予账期
          </Button>
        }
      >
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message="给已核验的采购单位先票后款或月结：其账期订单可未付款发货、先开发票，买方应在应付日前付清；逾期未付的，该组织不能再以账期下单。"
        />
        {lines.isLoading && !lines.data ? (
          <Skeleton active />
        ) : (lines.data?.list ?? []).length === 0 ? (
          <Empty description="还没有给任何组织账期" />
        ) : (
          <List
            dataSource={lines.data!.list}
            renderItem={(line) => (
              <List.Item
                data-testid="credit-line"
                actions={[
                  <Button key="edit" size="small" onClick={() => setEditing(line)}>
                    修改
                  </Button>,
                  <Button key="toggle" size="small" danger={line.status === 'active'} onClick={() => toggle(line)}>
                    {line.status === 'active' ? '暂停' : '恢复'}
                  </Button>,
                ]}
              >
                <CreditLineMeta line={line} party="seller" />
              </List.Item>
            )}
          />
        )}
      </Card>
      <AgingReport title="应收账款" aging={receivables.data} loading={receivables.isLoading} counterpart="organisation" />
      {editing && (
        <TermsDialog
          line={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </Space>
  );
}

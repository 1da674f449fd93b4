'use client';
import { App, Button, Card, Checkbox, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { setApprovalRules, type OrganisationDetail } from '@/lib/api/organisations';
import { numberRange } from '@/components/form/number-rules';

type Values = {
  approveEveryOrder: boolean;
  approveRegulated: boolean;
  requireFund: boolean;
  approvalAboveYuan: number | null;
  secondApprovalAboveYuan: number | null;
};

const toCents = (yuan: number | null | undefined) => (yuan === null || yuan === undefined ? null : Math.round(yuan * 100));
const toYuan = (cents: number | null) => (cents === null ? null : cents / 100);

/** Owners set when a purchaser's order waits for approval; others read the rules. */
export function ApprovalRulesCard({ organisation, onChanged }: { organisation: OrganisationDetail; onChanged: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const owner = organisation.myRoles.includes('owner');
  const rules = organisation.rules;
  return (
    <Card title="采购规则" style={{ marginTop: 16 }} data-testid="approval-rules">
      <Typography.Paragraph type="secondary">
        以组织名义的订单符合下列任一规则时，提交后先由审批人审批（不能审批自己的订单），通过后才提交给卖家、才能付款；议价改价后需重新审批。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        disabled={!owner}
        initialValues={{
          approveEveryOrder: rules.approveEveryOrder,
          approveRegulated: rules.approveRegulated,
          requireFund: rules.requireFund,
          approvalAboveYuan: toYuan(rules.approvalAboveCents),
          secondApprovalAboveYuan: toYuan(rules.secondApprovalAboveCents),
        }}
        onFinish={async (v) => {
          setSaving(true);
          try {
            await setApprovalRules({
              organisationId: organisation.id,
              approveEveryOrder: v.approveEveryOrder,
              approveRegulated: v.approveRegulated,
              requireFund: v.requireFund,
              approvalAboveCents: toCents(v.approvalAboveYuan),
              secondApprovalAboveCents: toCents(v.secondApprovalAboveYuan),
            });
            void message.success('采购规则已保存');
            onChanged();
          } catch (e) {
            form.setFields([{ name: 'secondApprovalAboveYuan', errors: [(e as Error).message] }]);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item name="approveEveryOrder" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>采购人的每张订单都需审批</Checkbox>
        </Form.Item>
        <Form.Item name="approveRegulated" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>含管制化学品（易制毒、易制爆、剧毒等）的订单需审批</Checkbox>
        </Form.Item>
        <Form.Item name="requireFund" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>每张订单须指定经费卡</Checkbox>
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
          <Form.Item name="approvalAboveYuan" label="订单金额超过（元）需审批" style={{ flex: '1 1 220px' }} rules={[numberRange('审批金额', 0, 100_000_000)]}>
            <InputNumber precision={2} style={{ width: '100%' }} placeholder="不限" />
          </Form.Item>
          <Form.Item
            name="secondApprovalAboveYuan"
            label="超过（元）需两位审批人"
            style={{ flex: '1 1 220px' }}
            rules={[numberRange('第二级审批金额', 0, 100_000_000)]}
          >
            <InputNumber precision={2} style={{ width: '100%' }} placeholder="无第二级" />
          </Form.Item>
        </div>
        {owner && (
          <Button htmlType="submit" type="primary" loading={saving}>
            保存规则
          </Button>
        )}
      </Form>
    </Card>
  );
}

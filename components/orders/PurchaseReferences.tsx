'use client';
import { Card, Form, Input, Radio, Select } from 'antd';
import Link from 'next/link';
import { useOrganisationTerms } from '@/lib/api/credit';
import { useChargeableFunds } from '@/lib/api/funds';
import { useMyOrganisations } from '@/lib/api/organisations';
import { formatYuan } from '@/lib/shared/format';

type Props = {
  organisationId: number | null;
  fundId: number | null;
  payOnTerms: boolean;
  purchaseOrderNo: string;
  projectNo: string;
  onChange: (change: { organisationId?: number | null; fundId?: number | null; payOnTerms?: boolean; purchaseOrderNo?: string; projectNo?: string }) => void;
};

/**
 * The checkout's "for whom" and the buyer's own references: a member who is a
 * purchaser of an organisation may order for it; anyone may give a
 * purchase-order and project number for the contract and the invoice.
 */
export function PurchaseReferences({ organisationId, fundId, payOnTerms, purchaseOrderNo, projectNo, onChange }: Props) {
  const organisations = (useMyOrganisations(1).data?.list ?? []).filter((o) => o.myRoles.includes('purchaser'));
  // Only the funds the buyer may charge today; an organisation keeps few.
  const funds = useChargeableFunds(organisationId).data;
  const chargeable = funds?.list ?? [];
  // Payment terms sellers granted the organisation (账期); the server checks each seller of this checkout.
  const terms = (useOrganisationTerms(organisationId).data?.list ?? []).filter((l) => l.status === 'active');
  // The project number follows the chosen fund while the buyer has not typed one of their own.
  const filledFromFund = (no: string) => no.trim() === '' || chargeable.some((f) => f.code === no.trim());
  return (
    <Card title="采购信息（选填）" size="small" data-testid="purchase-references">
      <Form layout="vertical" component="div">
        {organisations.length > 0 && (
          <Form.Item label="为谁采购" htmlFor="purchase-for" extra={<Link href="/member/organisations">我的组织</Link>}>
            <Select
              id="purchase-for"
              value={organisationId ?? 0}
              onChange={(v: number) =>
                onChange({ organisationId: v === 0 ? null : v, fundId: null, payOnTerms: false, ...(filledFromFund(projectNo) ? { projectNo: '' } : {}) })
              }
              options={[{ value: 0, label: '个人采购' }, ...organisations.map((o) => ({ value: o.id, label: `${o.name}（以组织名义）` }))]}
              style={{ maxWidth: 360 }}
            />
          </Form.Item>
        )}
        {organisationId !== null && funds && (
          <Form.Item
            label="经费卡"
            htmlFor="purchase-fund"
            extra={
              chargeable.length === 0
                ? '没有您可用的经费卡' + (funds.requireFund ? '：本组织要求每张订单指定经费卡，请联系负责人' : '')
                : '提交订单时占用应付金额，付款后计入支出，取消或退款退回'
            }
          >
            <Select
              id="purchase-fund"
              value={fundId ?? 0}
              onChange={(v: number) => {
                const fund = chargeable.find((f) => f.id === v);
                onChange({ fundId: v === 0 ? null : v, ...(filledFromFund(projectNo) ? { projectNo: fund?.code ?? '' } : {}) });
              }}
              options={[
                { value: 0, label: funds.requireFund ? '请选择经费卡' : '不使用经费卡' },
                ...chargeable.map((f) => ({ value: f.id, label: `${f.code} ${f.name}（可用 ${formatYuan(f.availableCents)}）` })),
              ]}
              style={{ maxWidth: 480, width: '100%' }}
            />
          </Form.Item>
        )}
        {organisationId !== null && terms.length > 0 && (
          <Form.Item
            label="付款方式"
            extra={
              <span data-testid="terms-lines">{terms.map((l) => `${l.seller.name}：${l.sentence}，可用额度 ${formatYuan(l.availableCents)}`).join('；')}</span>
            }
          >
            <Radio.Group
              value={payOnTerms}
              onChange={(e) => onChange({ payOnTerms: e.target.value as boolean })}
              options={[
                { value: false, label: '先付款后发货' },
                { value: true, label: '账期（卖家可未付款发货，到期前付清）' },
              ]}
            />
          </Form.Item>
        )}
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
          <Form.Item label="采购单号" htmlFor="purchase-order-no" style={{ flex: '1 1 200px' }} extra="财务要求时填写，印在合同上并随开票申请告知卖家">
            <Input id="purchase-order-no" value={purchaseOrderNo} maxLength={40} onChange={(e) => onChange({ purchaseOrderNo: e.target.value })} />
          </Form.Item>
          <Form.Item label="项目编号 / 经费卡号" htmlFor="project-no" style={{ flex: '1 1 200px' }}>
            <Input id="project-no" value={projectNo} maxLength={40} onChange={(e) => onChange({ projectNo: e.target.value })} />
          </Form.Item>
        </div>
      </Form>
    </Card>
  );
}

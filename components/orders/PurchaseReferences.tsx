'use client';
import { Card, Form, Input, Select } from 'antd';
import Link from 'next/link';
import { useMyOrganisations } from '@/lib/api/organisations';

type Props = {
  organisationId: number | null;
  purchaseOrderNo: string;
  projectNo: string;
  onChange: (change: { organisationId?: number | null; purchaseOrderNo?: string; projectNo?: string }) => void;
};

/**
 * The checkout's "for whom" and the buyer's own references: a member who is a
 * purchaser of an organisation may order for it; anyone may give a
 * purchase-order and project number for the contract and the invoice.
 */
export function PurchaseReferences({ organisationId, purchaseOrderNo, projectNo, onChange }: Props) {
  const organisations = (useMyOrganisations(1).data?.list ?? []).filter((o) => o.myRoles.includes('purchaser'));
  return (
    <Card title="采购信息（选填）" size="small" data-testid="purchase-references">
      <Form layout="vertical" component="div">
        {organisations.length > 0 && (
          <Form.Item label="为谁采购" htmlFor="purchase-for" extra={<Link href="/member/organisations">我的组织</Link>}>
            <Select
              id="purchase-for"
              value={organisationId ?? 0}
              onChange={(v: number) => onChange({ organisationId: v === 0 ? null : v })}
              options={[{ value: 0, label: '个人采购' }, ...organisations.map((o) => ({ value: o.id, label: `${o.name}（以组织名义）` }))]}
              style={{ maxWidth: 360 }}
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

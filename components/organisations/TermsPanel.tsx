'use client';
import { Card, Empty, List, Skeleton, Space } from 'antd';
import { AgingReport } from '@/components/credit/AgingReport';
import { CreditLineMeta } from '@/components/credit/CreditLineMeta';
import { useOrganisationPayables, useOrganisationTerms } from '@/lib/api/credit';

/**
 * 账期与应付: the payment terms sellers granted the organisation (先票后款,
 * 月结, the limit, what is held and owed) and what it owes by age, for its
 * owners, approvers and finance (decision 0160).
 */
export function TermsPanel({ organisationId }: { organisationId: number }) {
  const terms = useOrganisationTerms(organisationId);
  const payables = useOrganisationPayables(organisationId);
  const lines = terms.data?.list ?? [];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%', marginTop: 16 }} data-testid="organisation-terms">
      <Card size="small" title="账期">
        {terms.isLoading && !terms.data ? (
          <Skeleton active />
        ) : lines.length === 0 ? (
          <Empty description="还没有卖家给予本组织账期：账期由卖家给已核验的组织（负责人的单位资质通过审核）" />
        ) : (
          <List
            size="small"
            dataSource={lines}
            renderItem={(line) => (
              <List.Item data-testid="organisation-credit-line">
                <CreditLineMeta line={line} party="organisation" />
              </List.Item>
            )}
          />
        )}
      </Card>
      <AgingReport title="应付账款" aging={payables.data} loading={payables.isLoading} counterpart="seller" />
    </Space>
  );
}

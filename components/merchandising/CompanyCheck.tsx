'use client';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Card, Empty, Input, List, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useCompanyCheck, type Company } from '@/lib/api/merchandising';
import { isValidCreditCode } from '@/lib/shared/credit-code';

const MIN_KEYWORD = 2;

/** What the box says before asking the server: the same rules as GET /api/company_check. */
function keywordProblem(keyword: string): string | null {
  if (keyword.length < MIN_KEYWORD) return '请输入至少 2 个字的企业名称，或 18 位统一社会信用代码';
  if (/^[0-9A-Za-z]{18}$/.test(keyword) && !isValidCreditCode(keyword)) return '统一社会信用代码不正确：应为 18 位，末位为校验码';
  return null;
}

function CompanyRow({ company }: { company: Company }) {
  const roles = [company.roles.seller && '卖家', company.roles.buyer && '买家'].filter(Boolean).join('、');
  return (
    <List.Item>
      <div style={{ minWidth: 0, width: '100%' }}>
        <Space wrap size={[6, 4]} style={{ marginBottom: 4 }}>
          <strong style={{ wordBreak: 'break-all' }}>{company.organisationName}</strong>
          {company.verified ? (
            <Tag color="green" icon={<SafetyCertificateOutlined />}>
              已认证
            </Tag>
          ) : (
            <Tag>{company.profileComplete ? '执照未上传' : '资料待完善'}</Tag>
          )}
          {company.directSupplier && <Tag color="blue">厂家直供</Tag>}
        </Space>
        <div className="muted" style={{ fontSize: 13 }}>
          <div>
            统一社会信用代码 <span className="mono">{company.creditCode ?? '未填写'}</span>
          </div>
          <div>
            {roles || '未选择身份'}
            {company.roles.seller && ` · 在售 ${company.onShelfGoods} 件`} · {company.memberSince.slice(0, 10)} 入驻
          </div>
        </div>
      </div>
    </List.Item>
  );
}

/**
 * 企业核验: is this supplier or buyer an organisation registered here, and
 * has it shown us its licence? By name (2+ characters) or by the full
 * unified social credit code.
 */
export function CompanyCheck() {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, error, isLoading } = useCompanyCheck(keyword);

  const search = (value: string) => {
    const trimmed = value.trim();
    const found = keywordProblem(trimmed);
    setProblem(found);
    setKeyword(found ? null : trimmed);
  };

  return (
    <Card title="企业核验" size="small" data-testid="company-check">
      <Input.Search
        aria-label="企业名称或统一社会信用代码"
        placeholder="企业名称或统一社会信用代码"
        enterButton="查询"
        value={text}
        maxLength={60}
        onChange={(e) => setText(e.target.value)}
        onSearch={search}
        allowClear
      />
      {problem && <Alert type="warning" showIcon title={problem} style={{ marginTop: 12 }} role="alert" />}
      {error && keyword && <Alert type="error" showIcon title={error.message} style={{ marginTop: 12 }} role="alert" />}
      {keyword && !error && (
        <Spin spinning={isLoading}>
          {data && (
            <List
              size="small"
              style={{ marginTop: 8 }}
              dataSource={data.list}
              header={data.total > 0 ? <span className="muted">找到 {data.total} 家在本站注册的机构</span> : undefined}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="未找到在本站注册的该企业" /> }}
              renderItem={(company) => <CompanyRow key={company.memberId} company={company} />}
            />
          )}
        </Spin>
      )}
    </Card>
  );
}

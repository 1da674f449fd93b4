'use client';
import { App, Button, Card, Empty, Form, Input, InputNumber, List, Modal, Radio, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ResultsPagination } from '@/components/layout/ResultsPagination';
import { adjustFundBudget, createFund, setFundStatus, updateFund, useFunds, useRefreshFunds, type Fund } from '@/lib/api/funds';
import { newIdempotencyKey } from '@/lib/api/money';
import type { OrganisationDetail } from '@/lib/api/organisations';
import { chinaToday } from '@/lib/shared/china-day';
import { formatYuan } from '@/lib/shared/format';
import { accountLabel } from '@/lib/shared/member-types';
import { FundLedger } from './FundLedger';
import { numberRange } from '@/components/form/number-rules';

type FundValues = { code: string; name: string; validFrom: string; validUntil: string; budgetYuan: number | null; who: 'all' | 'some'; chargerIds: number[] };

function stateOf(fund: Fund): { label: string; color?: string } {
  const today = chinaToday();
  if (fund.status === 'closed') return { label: '已停用' };
  if (today < fund.validFrom) return { label: '未生效', color: 'blue' };
  if (today > fund.validUntil) return { label: '已到期', color: 'orange' };
  return { label: '可用', color: 'green' };
}

const fieldOf = (message: string): keyof FundValues =>
  message.includes('卡号')
    ? 'code'
    : message.includes('额度') || message.includes('金额')
      ? 'budgetYuan'
      : message.includes('可用人')
        ? 'chargerIds'
        : message.includes('日期') || message.includes('到期')
          ? 'validUntil'
          : 'name';

/** Create or edit a fund: number (fixed once made), name, validity, opening budget, who may charge it. */
function FundDialog({
  organisation,
  fund,
  onClose,
  onSaved,
}: {
  organisation: OrganisationDetail;
  fund: Fund | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FundValues>();
  const [saving, setSaving] = useState(false);
  const purchasers = organisation.members.filter((m) => m.roles.includes('purchaser'));
  const who = Form.useWatch('who', form);
  return (
    <Modal
      open
      title={fund ? `修改经费卡 ${fund.code}` : '新建经费卡'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<FundValues>
        form={form}
        layout="vertical"
        initialValues={{
          code: fund?.code ?? '',
          name: fund?.name ?? '',
          validFrom: fund?.validFrom ?? chinaToday(),
          validUntil: fund?.validUntil ?? `${Number(chinaToday().slice(0, 4)) + 1}-12-31`,
          budgetYuan: null,
          who: fund?.chargers ? 'some' : 'all',
          chargerIds: fund?.chargers?.map((c) => c.memberId) ?? [],
        }}
        onFinish={async (v) => {
          setSaving(true);
          const fields = { name: v.name, validFrom: v.validFrom, validUntil: v.validUntil, chargerIds: v.who === 'all' ? null : v.chargerIds };
          try {
            if (fund) await updateFund(fund.id, fields);
            else await createFund(organisation.id, { ...fields, code: v.code, budgetCents: Math.round((v.budgetYuan ?? 0) * 100) });
            void message.success(fund ? '经费卡已修改' : '经费卡已新建');
            onSaved();
          } catch (e) {
            const text = (e as Error).message;
            form.setFields([{ name: fieldOf(text), errors: [text] }]);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item name="code" label="经费卡号 / 项目编号" rules={[{ required: true, whitespace: true, message: '请填写经费卡号' }]}>
          <Input maxLength={40} disabled={fund !== null} placeholder="如 NSFC-22178001" />
        </Form.Item>
        <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, min: 2, max: 60, message: '名称为 2–60 个字' }]}>
          <Input maxLength={60} placeholder="如 国自然面上项目（2025–2028）" />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
          <Form.Item name="validFrom" label="生效日期" style={{ flex: '1 1 160px' }} rules={[{ required: true, message: '请选择生效日期' }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="validUntil" label="截止日期" style={{ flex: '1 1 160px' }} rules={[{ required: true, message: '请选择截止日期' }]}>
            <Input type="date" />
          </Form.Item>
        </div>
        {!fund && (
          <Form.Item
            name="budgetYuan"
            label="初始额度（元）"
            extra="以后可追加或调减，每次都记入流水"
            rules={[{ required: true, message: '请填写初始额度' }, numberRange('初始额度', 0, 10_000_000)]}
          >
            <InputNumber precision={2} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="who" label="可用人">
          <Radio.Group
            options={[
              { value: 'all', label: '全部采购人' },
              { value: 'some', label: '指定采购人' },
            ]}
          />
        </Form.Item>
        {who === 'some' && (
          <Form.Item name="chargerIds" rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一位采购人' }]}>
            <Select
              mode="multiple"
              aria-label="可用的采购人"
              placeholder="选择采购人"
              options={purchasers.map((m) => ({ value: m.memberId, label: accountLabel(m.displayName, m.username) }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Add to or reduce a fund's budget, with the reason; one key per opened form. */
function BudgetDialog({ fund, onClose, onSaved }: { fund: Fund; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ direction: 1 | -1; yuan: number | null; note: string }>();
  const [saving, setSaving] = useState(false);
  const [key] = useState(newIdempotencyKey);
  return (
    <Modal
      open
      title={`调整额度：${fund.code}`}
      okText="确认调整"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        当前额度 {formatYuan(fund.budgetCents ?? 0)}，订单占用 {formatYuan(fund.reservedCents ?? 0)}，已支出 {formatYuan(fund.spentCents ?? 0)}，可用{' '}
        {formatYuan(fund.availableCents)}。
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ direction: 1, yuan: null, note: '' }}
        onFinish={async (v) => {
          setSaving(true);
          try {
            await adjustFundBudget(fund.id, v.direction * Math.round((v.yuan ?? 0) * 100), v.note, key);
            void message.success('额度已调整');
            onSaved();
          } catch (e) {
            form.setFields([{ name: 'yuan', errors: [(e as Error).message] }]);
          } finally {
            setSaving(false);
          }
        }}
      >
        <Form.Item name="direction">
          <Radio.Group
            options={[
              { value: 1, label: '追加' },
              { value: -1, label: '调减' },
            ]}
          />
        </Form.Item>
        <Form.Item name="yuan" label="金额（元）" rules={[{ required: true, message: '请填写金额' }, numberRange('金额', 0.01, 10_000_000)]}>
          <InputNumber precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="note" label="原因" rules={[{ required: true, whitespace: true, min: 2, message: '请写明调整原因（至少 2 个字）' }]}>
          <Input maxLength={200} placeholder="如 2027 年度拨款到账" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The organisation's funds: owners manage them; approvers and finance read them and their ledgers; purchasers see what they may charge. */
export function FundsPanel({ organisation }: { organisation: OrganisationDetail }) {
  const { message, modal } = App.useApp();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useFunds(organisation.id, page);
  const refresh = useRefreshFunds();
  const [editing, setEditing] = useState<Fund | 'new' | null>(null);
  const [adjusting, setAdjusting] = useState<Fund | null>(null);
  const [reading, setReading] = useState<Fund | null>(null);
  const owner = organisation.myRoles.includes('owner');
  const saved = () => {
    setEditing(null);
    setAdjusting(null);
    void refresh();
  };
  const toggle = (fund: Fund) =>
    modal.confirm({
      title: fund.status === 'open' ? `停用经费卡 ${fund.code}？` : `重新启用经费卡 ${fund.code}？`,
      content: fund.status === 'open' ? '停用后不能再用它下单；已付款订单的支出与退款照常记账。' : '启用后，有效期内的可用人可以再用它下单。',
      okText: fund.status === 'open' ? '停用' : '启用',
      cancelText: '取消',
      onOk: async () => {
        try {
          await setFundStatus(fund.id, fund.status !== 'open');
          void refresh();
        } catch (e) {
          void message.error((e as Error).message);
        }
      },
    });
  return (
    <Card
      title={`经费卡${data ? `（${data.total}）` : ''}`}
      style={{ marginTop: 16 }}
      data-testid="funds"
      extra={
        owner && (
          <Button size="small" type="primary" onClick={() => setEditing('new')}>
            新建经费卡
          </Button>
        )
      }
    >
      {data && !data.seesAll && <Typography.Paragraph type="secondary">这些是您下单时可以使用的经费卡。</Typography.Paragraph>}
      {error && !data ? (
        <Empty description={error.message}>
          <Button onClick={() => void mutate()}>重试</Button>
        </Empty>
      ) : isLoading && !data ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !data || data.total === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={owner ? '还没有经费卡。新建后，采购人下单时可选择用哪张卡，提交即占用额度，付款计入支出。' : '还没有您可用的经费卡'}
        />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={data.list}
          renderItem={(f) => {
            const state = stateOf(f);
            return (
              <List.Item
                data-testid="fund"
                actions={[
                  ...(data.seesAll
                    ? [
                        <Button key="ledger" size="small" type="link" onClick={() => setReading(f)}>
                          流水
                        </Button>,
                      ]
                    : []),
                  ...(owner
                    ? [
                        <Button key="budget" size="small" type="link" onClick={() => setAdjusting(f)}>
                          调整额度
                        </Button>,
                        <Button key="edit" size="small" type="link" onClick={() => setEditing(f)}>
                          修改
                        </Button>,
                        <Button key="status" size="small" type="link" danger={f.status === 'open'} onClick={() => toggle(f)}>
                          {f.status === 'open' ? '停用' : '启用'}
                        </Button>,
                      ]
                    : []),
                ]}
              >
                <List.Item.Meta
                  title={
                    <Space size={6} wrap>
                      <span className="mono">{f.code}</span>
                      <span>{f.name}</span>
                      <Tag color={state.color}>{state.label}</Tag>
                    </Space>
                  }
                  description={
                    <>
                      <div>
                        可用 <strong>{formatYuan(f.availableCents)}</strong>
                        {f.budgetCents !== null && (
                          <>
                            {' '}
                            · 额度 {formatYuan(f.budgetCents)} · 订单占用 {formatYuan(f.reservedCents ?? 0)} · 已支出 {formatYuan(f.spentCents ?? 0)}
                          </>
                        )}
                      </div>
                      <div>
                        有效期 {f.validFrom} 至 {f.validUntil} · 可用人{' '}
                        {f.chargers === null ? '全部采购人' : f.chargers.map((c) => accountLabel(c.displayName, c.username)).join('、')}
                      </div>
                    </>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      {data && <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} unit="张" onPage={setPage} />}
      {editing && <FundDialog organisation={organisation} fund={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={saved} />}
      {adjusting && <BudgetDialog fund={adjusting} onClose={() => setAdjusting(null)} onSaved={saved} />}
      {reading && <FundLedger fund={reading} onClose={() => setReading(null)} />}
    </Card>
  );
}

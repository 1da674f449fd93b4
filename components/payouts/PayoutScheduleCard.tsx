'use client';
import { Alert, App, Button, Card, Flex, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import type { CollectingAccount } from '@/lib/api/collecting-accounts';
import type { ApiError } from '@/lib/api/client';
import { setPayoutSchedule, usePayoutOverview } from '@/lib/api/payouts';
import { parseYuanToCents } from '@/lib/shared/money';

type Kind = 'off' | 'weekly' | 'monthly' | 'threshold';
type Values = { kind: Kind; weekday?: number; dayOfMonth?: number; threshold?: string; collectingAccountId?: number };

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'].map((label, i) => ({ value: i + 1, label }));
const DAYS = Array.from({ length: 28 }, (_, i) => ({ value: i + 1, label: `${i + 1} 日` }));

/** The seller's automatic payout: weekly, monthly or at a threshold, of the whole withdrawable amount, to one account. */
export function PayoutScheduleCard({ accounts }: { accounts: CollectingAccount[] }) {
  const { message } = App.useApp();
  const overview = usePayoutOverview();
  const schedule = overview.data?.schedule ?? null;
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? 'off';
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!schedule) return;
    form.setFieldsValue({
      kind: schedule.kind,
      weekday: schedule.weekday ?? undefined,
      dayOfMonth: schedule.dayOfMonth ?? undefined,
      threshold: schedule.thresholdCents ? (schedule.thresholdCents / 100).toFixed(2) : undefined,
      collectingAccountId: schedule.collectingAccountId ?? undefined,
    });
  }, [schedule, form]);

  const save = async (values: Values) => {
    setProblem(null);
    let thresholdCents: number | undefined;
    if (values.kind === 'threshold') {
      const parsed = parseYuanToCents(values.threshold ?? '');
      if (!parsed.ok) return form.setFields([{ name: 'threshold', errors: [parsed.message] }]);
      thresholdCents = parsed.cents;
    }
    setSaving(true);
    try {
      await setPayoutSchedule({
        kind: values.kind,
        ...(values.kind === 'weekly' ? { weekday: values.weekday } : {}),
        ...(values.kind === 'monthly' ? { dayOfMonth: values.dayOfMonth } : {}),
        ...(thresholdCents ? { thresholdCents } : {}),
        ...(values.collectingAccountId ? { collectingAccountId: values.collectingAccountId } : {}),
      });
      message.success(values.kind === 'off' ? '已关闭自动提现' : '自动提现已保存');
      await overview.mutate();
    } catch (e) {
      setProblem((e as ApiError).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="自动提现" data-testid="payout-schedule">
      <p style={{ marginTop: 0 }}>{schedule?.description ?? '未开启自动提现'}</p>
      {schedule?.lastRunNote && <p style={{ color: '#888', fontSize: 13 }}>最近一次：{schedule.lastRunNote}</p>}
      <Form form={form} layout="vertical" onFinish={save} initialValues={{ kind: 'off' }} style={{ maxWidth: 480 }}>
        <Form.Item label="方式" name="kind">
          <Select
            aria-label="自动提现方式"
            options={[
              { value: 'off', label: '不自动提现' },
              { value: 'weekly', label: '每周' },
              { value: 'monthly', label: '每月' },
              { value: 'threshold', label: '可提现金额达到设定值时' },
            ]}
          />
        </Form.Item>
        {kind === 'weekly' && (
          <Form.Item label="星期" name="weekday">
            <Select aria-label="星期" options={WEEKDAYS} placeholder="选择星期几" />
          </Form.Item>
        )}
        {kind === 'monthly' && (
          <Form.Item label="日期" name="dayOfMonth" extra="1–28 日，每个月都有这一天">
            <Select aria-label="日期" options={DAYS} placeholder="选择每月几日" />
          </Form.Item>
        )}
        {kind === 'threshold' && (
          <Form.Item label="触发金额（元）" name="threshold" extra="不低于单笔最低提现金额">
            <Input inputMode="decimal" aria-label="触发金额" placeholder="如 5000.00" />
          </Form.Item>
        )}
        {kind !== 'off' && (
          <Form.Item label="收款账户" name="collectingAccountId">
            <Select
              aria-label="自动提现收款账户"
              placeholder="请选择"
              options={accounts.map((a) => ({ value: a.id, label: `${a.holder} · ${a.bankName} ${a.maskedNumber}` }))}
            />
          </Form.Item>
        )}
        {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
        <Flex gap={8}>
          <Button htmlType="submit" loading={saving}>
            保存设置
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}

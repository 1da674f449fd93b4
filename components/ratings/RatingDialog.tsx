'use client';
import { Alert, App, Form, Input, Modal, Rate, Typography } from 'antd';
import { useState } from 'react';
import { beijingTime } from '@/components/money/MoneyText';
import { OrderNumber } from '@/components/layout/IdNumber';
import { rateOrder, type Rating } from '@/lib/api/ratings';
import { SCORE_FIELDS, SCORE_WORDS } from './RatingView';

export const COMMENT_MAX = 500;

type Values = { quality?: number; delivery?: number; service?: number; comment?: string };

function ScoreInput({ label, value, onChange }: { label: string; value?: number; onChange?: (v: number) => void }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {/* Rate's stars are radios with no group: the group and its name are given here. */}
      <span role="radiogroup" aria-label={`${label}评分`}>
        <Rate allowClear={false} tooltips={[...SCORE_WORDS]} value={value ?? 0} onChange={onChange} />
      </span>
      <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
        {value ? `${value} 分 · ${SCORE_WORDS[value - 1]}` : '请点选星级'}
      </Typography.Text>
    </span>
  );
}

/**
 * The buyer rates the seller of a received order, or changes the rating within
 * 30 days (`current` given): three scores of 1–5 and an optional comment, asked
 * once more before sending because everyone reads it on the seller's page.
 * A refusal (window closed, not received) stays in the dialog.
 */
export function RatingDialog({
  orderNo,
  sellerName,
  current,
  editableUntil,
  onClose,
  onSaved,
}: {
  orderNo: string;
  sellerName?: string;
  current: Rating | null;
  editableUntil: string | null;
  onClose: () => void;
  onSaved: (rating: Rating) => void;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editing = current !== null;

  const send = async (values: Values) => {
    setBusy(true);
    setFailure(null);
    try {
      const saved = await rateOrder({
        orderNo,
        quality: values.quality!,
        delivery: values.delivery!,
        service: values.service!,
        comment: values.comment?.trim() || null,
      });
      onSaved(saved);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    modal.confirm({
      title: editing ? '保存修改后的评价？' : '提交评价？',
      content: editing
        ? '新的评分和文字将替换原来的评价，卖家主页随之更新。'
        : '评价会显示在卖家主页和报价旁（您的账号只显示首字）。提交后 30 天内可以修改，卖家可以回复一次。',
      okText: editing ? '保存修改' : '提交评价',
      cancelText: '再看看',
      onOk: () => send(values),
    });
  };

  return (
    <Modal
      open
      title={
        <>
          {editing ? '修改评价' : '评价'} · <OrderNumber orderNo={orderNo} />
        </>
      }
      okText={editing ? '保存修改' : '提交评价'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="rating-dialog"
    >
      <Typography.Paragraph type="secondary">
        {sellerName ? `为卖家「${sellerName}」本单的表现打分。` : '为卖家本单的表现打分。'}
        {editing && editableUntil && ` 可修改到 ${beijingTime(editableUntil)}。`}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '56px' }}
        initialValues={current ? { quality: current.quality, delivery: current.delivery, service: current.service, comment: current.comment ?? '' } : {}}
      >
        {SCORE_FIELDS.map(({ key, label }) => (
          <Form.Item key={key} name={key} label={label} rules={[{ required: true, type: 'number', min: 1, message: `请为${label}打分（1–5 星）` }]}>
            <ScoreInput label={label} />
          </Form.Item>
        ))}
        <Form.Item
          name="comment"
          label="评价"
          rules={[{ max: COMMENT_MAX, message: `评价内容不超过 ${COMMENT_MAX} 字` }]}
          extra={current?.commentHidden ? '原来的文字已被平台隐藏；修改后的文字同样不会公开显示。' : '选填：货品、包装、发货与沟通的情况。'}
        >
          <Input.TextArea aria-label="评价内容" rows={4} maxLength={COMMENT_MAX} showCount placeholder="说说这次购买的体验" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="rating-error" />}
    </Modal>
  );
}

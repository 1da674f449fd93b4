'use client';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { hideRatingComment, type AdminRating } from '@/lib/api/ratings';

export const HIDE_REASON_MAX = 200;

/**
 * The operator hides an abusive comment: a reason is required (it goes to the
 * audit log with the text), the scores stay, and there is no undo — so the dialog
 * shows the text being hidden and says all that before the button.
 */
export function HideCommentDialog({ rating, onClose, onHidden }: { rating: AdminRating; onClose: () => void; onHidden: (rating: AdminRating) => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ reason }: { reason: string }) => {
    setBusy(true);
    setFailure(null);
    try {
      onHidden(await hideRatingComment({ id: rating.id, reason: reason.trim() }));
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title="隐藏评价文字"
      okText="确认隐藏"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="hide-rating-dialog"
    >
      <Typography.Paragraph>
        订单 {rating.orderNo ?? '—'} · 卖家 {rating.sellerName} · 买家 {rating.buyer}
      </Typography.Paragraph>
      <blockquote
        style={{
          margin: '0 0 12px',
          padding: '8px 12px',
          background: '#fafafa',
          borderLeft: '3px solid #d9d9d9',
          wordBreak: 'break-word',
          whiteSpace: 'pre-wrap',
        }}
      >
        {rating.rawComment}
      </blockquote>
      <Typography.Paragraph type="warning">隐藏后买家、卖家和访客都看不到这段文字，评分保持不变；隐藏不能撤销，原文与原因记入操作日志。</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label="隐藏原因"
          rules={[
            { required: true, whitespace: true, message: '请写明隐藏的原因' },
            { min: 2, message: '隐藏原因至少 2 个字' },
            { max: HIDE_REASON_MAX, message: `隐藏原因不超过 ${HIDE_REASON_MAX} 字` },
          ]}
        >
          <Input.TextArea rows={3} maxLength={HIDE_REASON_MAX} showCount placeholder="如：含辱骂与人身攻击；含联系方式与站外交易引导" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="hide-error" />}
    </Modal>
  );
}

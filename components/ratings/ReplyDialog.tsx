'use client';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { OrderNumber } from '@/components/layout/IdNumber';
import { replyToRating, type Rating } from '@/lib/api/ratings';
import { COMMENT_MAX } from './RatingDialog';
import { RatingView } from './RatingView';

/**
 * The seller's one public answer to the buyer's rating of an order. It cannot
 * be changed afterwards, so the dialog says so and asks once more before sending.
 */
export function ReplyDialog({
  orderNo,
  rating,
  onClose,
  onSaved,
}: {
  orderNo: string;
  rating: Rating;
  onClose: () => void;
  onSaved: (rating: Rating) => void;
}) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ reply: string }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (reply: string) => {
    setBusy(true);
    setFailure(null);
    try {
      onSaved(await replyToRating({ orderNo, reply }));
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    let reply: string;
    try {
      reply = (await form.validateFields()).reply.trim();
    } catch {
      return; // the form shows what is wrong
    }
    modal.confirm({
      title: '提交回复？',
      content: '每条评价只能回复一次，提交后不能修改或删除，将与评价一起公开显示。',
      okText: '提交回复',
      cancelText: '再看看',
      onOk: () => send(reply),
    });
  };

  return (
    <Modal
      open
      title={
        <>
          回复评价 · <OrderNumber orderNo={orderNo} />
        </>
      }
      okText="提交回复"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="reply-dialog"
    >
      <RatingView rating={rating} />
      <Typography.Paragraph type="warning" style={{ marginTop: 12 }}>
        回复只能提交一次，提交后不能修改。
      </Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reply"
          label="回复内容"
          rules={[
            { required: true, whitespace: true, message: '请填写回复内容' },
            { max: COMMENT_MAX, message: `回复不超过 ${COMMENT_MAX} 字` },
          ]}
        >
          <Input.TextArea rows={4} maxLength={COMMENT_MAX} showCount placeholder="感谢买家，或说明情况与改进" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="reply-error" />}
    </Modal>
  );
}

'use client';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { useMemberDisable, useMemberEnable, type AdminMemberDetail } from '@/lib/api/admin';

type Props = { member: AdminMemberDetail; open: boolean; onClose: () => void; onChanged: (member: AdminMemberDetail) => void };

/**
 * Disabling or enabling a member: the reason is required (it goes to the
 * audit log), and the dialog itself is the confirmation. A refusal stays in
 * the dialog with what was typed.
 */
export function MemberStatusModal({ member, open, onClose, onChanged }: Props) {
  const disabling = member.disabledAt === null;
  const disable = useMemberDisable();
  const enable = useMemberEnable();
  const [form] = Form.useForm<{ reason: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = disable.isMutating || enable.isMutating;

  const submit = async ({ reason }: { reason: string }) => {
    setFailure(null);
    try {
      const changed = await (disabling ? disable : enable).execute({ id: member.id, reason });
      form.resetFields();
      onChanged(changed);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : '操作失败，请稍后重试');
    }
  };

  return (
    <Modal
      open={open}
      title={disabling ? `停用会员 ${member.username}` : `启用会员 ${member.username}`}
      okText={disabling ? '确认停用' : '确认启用'}
      okButtonProps={{ danger: disabling, loading: busy }}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{disabling ? '停用后该会员立即退出所有登录，且无法再登录、询价、报价或下单，直到重新启用。' : '启用后该会员可以重新登录；停用前的登录不会恢复。'}</p>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          name="reason"
          label="原因（写入操作日志）"
          rules={[
            { required: true, whitespace: true, message: '请填写原因' },
            { min: 2, message: '请填写原因（至少 2 个字）' },
            { max: 200, message: '原因不能超过 200 个字' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={disabling ? '如：发布违规商品，经核实' : '如：已整改，恢复使用'} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}

'use client';
import { Form, Modal } from 'antd';
import { ChangePasswordFields, useChangePassword, type ChangePasswordValues } from './EditPassword';

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangePasswordValues>();
  const { submit, busy } = useChangePassword(form, onClose);
  return (
    <Modal title="修改密码" open={open} onOk={submit} onCancel={onClose} confirmLoading={busy} okText="保存" cancelText="取消" destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false}>
        <ChangePasswordFields />
      </Form>
    </Modal>
  );
}

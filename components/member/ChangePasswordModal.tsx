'use client';
import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { NewPasswordFields } from '@/components/auth/NewPasswordFields';
import { apiPost, type ApiError } from '@/lib/api/client';

type Values = { oldPassword: string; newPassword: string };

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { oldPassword, newPassword } = await form.validateFields();
    setBusy(true);
    try {
      await apiPost('/change_password', { oldPassword, newPassword }, { noErrorModal: true });
      void message.success('密码已修改，其他设备上的登录已退出');
      form.resetFields();
      onClose();
    } catch (e) {
      const error = e as ApiError;
      if (error.code === 3011) form.setFields([{ name: 'oldPassword', errors: [error.message] }]);
      else void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="修改密码" open={open} onOk={submit} onCancel={onClose} confirmLoading={busy} okText="保存" cancelText="取消" destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="oldPassword" label="原密码" rules={[{ required: true, message: '请输入原密码' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields name="newPassword" label="新密码" />
      </Form>
    </Modal>
  );
}

'use client';
import { Form, Input } from 'antd';
import { PASSWORD_HINT, PASSWORD_RULE } from '@/lib/shared/identity';

/**
 * A new password and its confirmation. The confirmation's field is
 * `<name>Confirm`; forms leave it out of what they send.
 */
export function NewPasswordFields({ name, label }: { name: string; label: string }) {
  return (
    <>
      <Form.Item
        name={name}
        label={label}
        rules={[
          { required: true, message: `请输入${label}` },
          { pattern: PASSWORD_RULE, message: PASSWORD_HINT },
        ]}
        extra={PASSWORD_HINT}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={`${name}Confirm`}
        label={`确认${label}`}
        dependencies={[name]}
        rules={[
          { required: true, message: `请再次输入${label}` },
          ({ getFieldValue }) => ({
            validator: (_, value: string) => (!value || value === getFieldValue(name) ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

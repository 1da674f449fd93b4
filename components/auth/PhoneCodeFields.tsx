'use client';
import { Form, Input, Space, type FormInstance } from 'antd';
import { useId, useRef } from 'react';
import type { SmsPurpose } from '@/lib/api/auth';
import type { ApiError } from '@/lib/api/client';
import { normalizePhone } from '@/lib/shared/identity';
import { CaptchaField, type CaptchaHandle } from './CaptchaField';
import type { Notice } from './NoticeAlert';
import { SmsCodeButton } from './SmsCodeButton';

export const phoneRules = [
  { required: true, message: '请输入手机号' },
  {
    validator: (_: unknown, value: string) =>
      !value || normalizePhone(value)
        ? Promise.resolve()
        : Promise.reject(new Error('手机号格式不正确：中国大陆请填 11 位手机号，其他地区请以 + 和国家代码开头')),
  },
];

type Props = {
  form: FormInstance;
  purpose: SmsPurpose;
  captchaRef: React.RefObject<CaptchaHandle | null>;
  onNotice: (notice: Notice) => void;
};

/** Phone, captcha (proof of work) and SMS code: the fields every SMS flow shares. */
export function PhoneCodeFields({ form, purpose, captchaRef, onNotice }: Props) {
  // The code's Form.Item has no name of its own (the input sits in a Space.Compact beside the send button), so the label is tied by hand.
  const smsCodeId = useId();
  const collect = async () => {
    try {
      const values = await form.validateFields(['phone', 'captchaCode']);
      const captchaId = captchaRef.current?.captchaId;
      return captchaId ? { phone: values.phone as string, captchaId, captchaCode: values.captchaCode as string } : null;
    } catch {
      return null;
    }
  };
  const onError = (error: ApiError) => {
    onNotice({ type: 'error', text: error.message });
    if (error.code === 3001) captchaRef.current?.refresh();
  };
  return (
    <>
      <Form.Item name="phone" label="手机号" rules={phoneRules}>
        <Input placeholder="11 位手机号，或 +852 等国际号码" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="captchaCode" label="人机验证" rules={[{ required: true, message: '请先完成人机验证（勾选“我不是机器人”）' }]}>
        <CaptchaField ref={captchaRef} />
      </Form.Item>
      <Form.Item label="短信验证码" required htmlFor={smsCodeId}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="smsCode"
            noStyle
            rules={[
              { required: true, message: '请输入短信验证码' },
              { pattern: /^\d{6}$/, message: '请输入 6 位数字验证码' },
            ]}
          >
            <Input id={smsCodeId} placeholder="6 位数字" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <SmsCodeButton
            purpose={purpose}
            collect={collect}
            onError={onError}
            onSent={(to) => onNotice({ type: 'success', text: `验证码已发送至 ${to}，5 分钟内有效` })}
          />
        </Space.Compact>
      </Form.Item>
    </>
  );
}

export function useCaptchaRef() {
  return useRef<CaptchaHandle | null>(null);
}

'use client';
import { Button, Form } from 'antd';
import type { SmsPurpose } from '@/lib/api/auth';
import { NoticeAlert } from './NoticeAlert';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';
import { useNoticeSubmit } from './useSubmit';

type Props = {
  purpose: SmsPurpose;
  submitLabel: string;
  /** What the phone and its code are for; a failure's message is shown under the form. */
  onSubmit: (phone: string, smsCode: string) => Promise<void>;
};

/** Phone, captcha, SMS code and one button: SMS sign-in and phone binding. */
export function SmsCodeForm({ purpose, submitLabel, onSubmit }: Props) {
  const [form] = Form.useForm();
  const captchaRef = useCaptchaRef();
  const { busy, notice, setNotice, run } = useNoticeSubmit((values: { phone: string; smsCode: string }) => onSubmit(values.phone, values.smsCode));
  return (
    <Form form={form} layout="vertical" onFinish={run} requiredMark={false}>
      <PhoneCodeFields form={form} purpose={purpose} captchaRef={captchaRef} onNotice={setNotice} />
      <NoticeAlert notice={notice} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}

'use client';
import { Button, Card, Checkbox, Form, Input, Radio } from 'antd';
import Link from 'next/link';
import { call } from '@/lib/api/client';
import { USERNAME_HINT, USERNAME_RULE } from '@/lib/shared/identity';
import { MEMBER_TYPES, type MemberTypeValue } from '@/lib/shared/member-types';
import { NewPasswordFields } from './NewPasswordFields';
import { NoticeAlert } from './NoticeAlert';
import { PhoneCodeFields, useCaptchaRef } from './PhoneCodeFields';
import { useSignedIn } from './useSignedIn';
import { useNoticeSubmit } from './useSubmit';
import { helpPath } from '@/lib/shared/help-sections';
import { signUpContract } from '@/lib/contracts/auth/calls';

type Values = { memberType: MemberTypeValue; username: string; password: string; phone: string; captchaCode: string; smsCode: string };

/** Registration: type, username, password, phone with captcha and SMS code. Signs in on success. */
export function RegisterForm({ memberType }: { memberType: MemberTypeValue }) {
  const [form] = Form.useForm<Values>();
  const captchaRef = useCaptchaRef();
  const onSignedIn = useSignedIn('/member');
  const { busy, notice, setNotice, run } = useNoticeSubmit(
    async ({ memberType, username, password, phone, captchaCode, smsCode }: Values) => {
      const captchaId = captchaRef.current?.captchaId ?? '';
      onSignedIn(await call(signUpContract, { memberType, username, password, phone, captchaId, captchaCode, smsCode }, { noErrorModal: true }));
    },
    (error) => {
      if (error.code === 3001) captchaRef.current?.refresh();
    },
  );
  return (
    <Card className="auth-card" title="注册 ChemMart 账号">
      <Form form={form} layout="vertical" onFinish={run} initialValues={{ memberType }} requiredMark={false}>
        <Form.Item name="memberType" label="注册类型">
          <Radio.Group optionType="button" buttonStyle="solid" options={MEMBER_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        <Form.Item
          name="username"
          label="用户名"
          rules={[
            { required: true, message: '请输入用户名' },
            { pattern: USERNAME_RULE, message: USERNAME_HINT },
          ]}
        >
          <Input placeholder="字母开头，3–20 位" autoComplete="username" />
        </Form.Item>
        <NewPasswordFields name="password" label="密码" />
        <PhoneCodeFields form={form} purpose="register" captchaRef={captchaRef} onNotice={setNotice} />
        <Form.Item
          name="agree"
          valuePropName="checked"
          rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error('请先阅读并同意用户协议'))) }]}
        >
          <Checkbox>
            我已阅读并同意
            {/* A new tab keeps what was typed here; a link inside the label does not tick the box. */}
            <a href={helpPath('terms_of_agreement')} target="_blank" rel="noopener">
              《用户协议》
            </a>
          </Checkbox>
        </Form.Item>
        <NoticeAlert notice={notice} />
        <Button type="primary" htmlType="submit" block loading={busy}>
          注册
        </Button>
      </Form>
      <div className="auth-links">
        <Link href="/login">已有账号？登录</Link>
      </div>
    </Card>
  );
}

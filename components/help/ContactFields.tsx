'use client';
import { Form, Input } from 'antd';

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Name, e-mail (the acknowledgement goes there) and phone: the same on every request form. */
export function ContactFields({ companyRequired }: { companyRequired?: boolean | 'hidden' }) {
  return (
    <>
      {companyRequired !== 'hidden' && (
        <Form.Item name="company" label="公司 / 单位名称" rules={companyRequired ? required('请填写公司名称') : []}>
          <Input maxLength={60} autoComplete="organization" />
        </Form.Item>
      )}
      <Form.Item name="contactName" label="联系人" rules={required('请填写联系人')}>
        <Input maxLength={30} autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label="邮箱" extra="受理回执将发送到这个邮箱" rules={required('请填写邮箱')}>
        <Input maxLength={100} type="email" inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="phone" label="联系电话（选填）">
        <Input maxLength={30} inputMode="tel" autoComplete="tel" />
      </Form.Item>
    </>
  );
}

export const CONTACT_DEFAULTS = { company: '', contactName: '', email: '', phone: '' };

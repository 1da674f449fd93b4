'use client';
import { Button, Result } from 'antd';
import Link from 'next/link';

/** What a signed-in member without the operator role sees at /admin: why, and nothing of the console. */
export function ConsoleRefusal({ displayName }: { displayName: string }) {
  return (
    <Result
      status="403"
      title="403 · 无权访问运营后台"
      subTitle={`您当前登录的账号（${displayName}）不是平台运营人员。运营后台仅对平台运营人员开放；如需开通，请联系平台管理员。`}
      extra={
        <Link href="/member">
          <Button type="primary">返回会员中心</Button>
        </Link>
      }
    />
  );
}

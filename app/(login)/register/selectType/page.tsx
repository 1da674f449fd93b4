import { Card, Col, Row } from 'antd';
import type { Metadata } from 'next';
import Link from 'next/link';
import { MEMBER_TYPES } from '@/lib/shared/member-types';

export const metadata: Metadata = { title: '选择注册类型' };

export default function SelectTypePage() {
  return (
    <div style={{ maxWidth: 820, margin: '24px auto' }}>
      <h1 className="page-title">选择注册类型</h1>
      <p className="muted">请选择与您身份相符的类型，注册后可在会员中心完善资料。</p>
      <Row gutter={[16, 16]}>
        {MEMBER_TYPES.map((type) => (
          <Col key={type.value} xs={24} md={8}>
            <Link href={`/register?type=${type.value}`} aria-label={`注册为${type.label}`}>
              <Card hoverable title={type.label}>
                <p>{type.description}</p>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      <p style={{ marginTop: 16 }}>
        已有账号？<Link href="/login">直接登录</Link>
      </p>
    </div>
  );
}

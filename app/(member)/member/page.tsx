import { Space } from 'antd';
import type { Metadata } from 'next';
import { ActivateIdentity } from '@/components/member/ActivateIdentity';
import { BindEmail } from '@/components/member/BindEmail';
import { MemberFigures } from '@/components/member/MemberFigures';
import { LatestMessages } from '@/components/member/Messages';
import { SideRight } from '@/components/member/SideRight';
import { requireCurrentMember } from '@/lib/server/account/current';
import { memberHome } from '@/lib/server/account/home';
import { db } from '@/lib/server/core/db';
import { goodsCountsOfSeller } from '@/lib/server/goods/service';

export const metadata: Metadata = { title: '会员中心' };

export default async function MemberHomePage() {
  const member = await requireCurrentMember();
  const home = await memberHome(db(), member.id, goodsCountsOfSeller);
  return (
    <div className="member-home">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <h1 className="page-title">你好，{member.displayName}</h1>
        <ActivateIdentity member={home.member} />
        <MemberFigures home={home} />
        <LatestMessages />
        <BindEmail member={home.member} />
      </Space>
      <SideRight home={home} />
    </div>
  );
}

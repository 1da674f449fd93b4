import { Button, Card, Descriptions, Empty, Tag } from 'antd';
import Link from 'next/link';
import type { z } from 'zod';
import type { ProfileSchema } from '@/lib/contracts/account/schema';

type Profile = z.infer<typeof ProfileSchema>;

/** The saved profile (ImproveInfo), or an invitation to fill it in. */
export function ProfileView({ profile }: { profile: Profile }) {
  const edit = (
    <Link href="/member/account/improveInfo/edit">
      <Button type="primary">{profile.complete ? '修改资料' : '去完善资料'}</Button>
    </Link>
  );
  if (!profile.complete) {
    return (
      <Card title="完善资料">
        <Empty
          description={
            profile.kind === 'company'
              ? '机构会员请填写机构名称、统一社会信用代码并上传许可证，审核后可采购管控化学品'
              : '完善联系人和单位信息，方便供应商联系与开票'
          }
        >
          {edit}
        </Empty>
      </Card>
    );
  }
  const items = [
    { key: 'kind', label: '类型', children: profile.kind === 'company' ? <Tag color="green">机构</Tag> : <Tag color="blue">个人</Tag> },
    { key: 'name', label: '联系人', children: profile.realName },
    { key: 'org', label: profile.kind === 'company' ? '机构名称' : '所在单位', children: profile.organisationName ?? '—' },
    ...(profile.kind === 'company' ? [{ key: 'code', label: '统一社会信用代码', children: <span className="mono">{profile.creditCode}</span> }] : []),
    { key: 'address', label: '地址', children: profile.address ?? '—' },
    ...(profile.licence
      ? [
          {
            key: 'licence',
            label: '许可证',
            children: (
              <a href={profile.licence.url} target="_blank" rel="noopener">
                {profile.licence.name}
              </a>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title="我的资料" extra={edit} data-testid="profile-view">
      <Descriptions bordered size="small" column={1} items={items} />
    </Card>
  );
}

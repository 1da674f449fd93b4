'use client';
import { Alert, Button, Descriptions, Drawer, Skeleton, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useAdminMember } from '@/lib/api/admin';
import { MEMBER_TYPES } from '@/lib/shared/member-types';
import { chinaDateTime } from './format';
import { MemberStatusModal } from './MemberStatusModal';
import { RoleTags } from './RoleTags';

type Props = { memberId: number | null; selfId: number; mobile: boolean; onClose: () => void; onChanged: () => void };

/** One member's record for the operator, with disable / enable. */
export function MemberDrawer({ memberId, selfId, mobile, onClose, onChanged }: Props) {
  const { data: member, error, mutate } = useAdminMember(memberId);
  const [confirming, setConfirming] = useState(false);
  const isSelf = member !== undefined && member.id === selfId;
  const disabled = member?.disabledAt != null;
  return (
    <Drawer open={memberId !== null} onClose={onClose} title="会员详情" size={mobile ? '100%' : 640} destroyOnHidden>
      {error && <Alert type="error" showIcon title={error.message} />}
      {!member && !error && <Skeleton active />}
      {member && member.id === memberId && (
        <>
          {disabled && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`已于 ${chinaDateTime(member.disabledAt)} 停用`}
              description={`原因：${member.disabledReason ?? '—'}`}
            />
          )}
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="账号">{member.username}</Descriptions.Item>
            <Descriptions.Item label="名称">{member.displayName}</Descriptions.Item>
            <Descriptions.Item label="注册类型">{MEMBER_TYPES.find((t) => t.value === member.memberType)?.label}</Descriptions.Item>
            <Descriptions.Item label="角色">
              <RoleTags roles={member.roles} />
            </Descriptions.Item>
            <Descriptions.Item label="公司">{member.companyName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="手机">{member.phone ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="邮箱">
              {member.email ?? '—'} {member.email && (member.emailVerified ? <Tag color="green">已验证</Tag> : <Tag>未验证</Tag>)}
            </Descriptions.Item>
            <Descriptions.Item label="注册时间">{chinaDateTime(member.createdAt)}</Descriptions.Item>
            <Descriptions.Item label="最近登录">{chinaDateTime(member.lastLoginAt)}</Descriptions.Item>
            <Descriptions.Item label="有效登录">{member.activeSessions} 个</Descriptions.Item>
            <Descriptions.Item label="完善资料">
              {member.profile
                ? `${member.profile.kind === 'company' ? '企业' : '个人'} · ${member.profile.organisationName ?? member.profile.realName}${member.profile.creditCode ? ` · ${member.profile.creditCode}` : ''}${member.profile.licenceUploaded ? ' · 已上传执照' : ''}`
                : '未填写'}
            </Descriptions.Item>
          </Descriptions>
          <Space style={{ marginTop: 16 }} wrap>
            {disabled ? (
              <Button type="primary" onClick={() => setConfirming(true)}>
                启用会员
              </Button>
            ) : (
              <Tooltip title={isSelf ? '不能停用自己的账号' : undefined}>
                <Button danger disabled={isSelf} onClick={() => setConfirming(true)}>
                  停用会员
                </Button>
              </Tooltip>
            )}
          </Space>
          <MemberStatusModal
            member={member}
            open={confirming}
            onClose={() => setConfirming(false)}
            onChanged={(changed) => {
              setConfirming(false);
              void mutate(changed, { revalidate: false });
              onChanged();
            }}
          />
        </>
      )}
    </Drawer>
  );
}

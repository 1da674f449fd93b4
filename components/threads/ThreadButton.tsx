'use client';
import { MessageOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';

/** Opens a conversation; the badge counts what the other side wrote that is not read yet. */
export function ThreadButton({ label, unread, onClick, size }: { label: string; unread: number; onClick: () => void; size?: 'small' }) {
  return (
    <Badge count={unread} size="small">
      <Button icon={<MessageOutlined />} size={size} onClick={onClick} style={{ minHeight: size ? 32 : 40 }} data-testid="thread-open">
        {label}
      </Button>
    </Badge>
  );
}

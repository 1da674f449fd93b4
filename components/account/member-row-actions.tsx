'use client';
import { App, Button, Flex, Popconfirm } from 'antd';
import type { MemberRow, MemberRowsApi } from '@/lib/api/member-rows';

/**
 * Delete and "set default" on a member's row, shared by the choosing modal
 * and the account pages: each refreshes every cached page of the list; a
 * failure is toasted by the client and leaves the list as it was.
 */
export function useMemberRowActions<Row extends MemberRow>(rows: MemberRowsApi<Row>, deletedText: string) {
  const { message } = App.useApp();
  const refresh = rows.useRefresh();
  const remove = rows.useDelete();
  const makeDefault = rows.useSetDefault();
  const deleteRow = async (row: Row) => {
    try {
      await remove.execute({ id: row.id });
      await refresh();
      void message.success(deletedText);
    } catch {
      // Toasted by the client.
    }
  };
  const setDefault = async (row: Row) => {
    try {
      await makeDefault.execute({ id: row.id });
      await refresh();
    } catch {
      // Toasted by the client.
    }
  };
  return { deleteRow, setDefault, refresh };
}

/** 设为默认 (not on the default itself), 编辑, and 删除 behind a confirmation that says what happens to the default. */
export function MemberRowActions<Row extends MemberRow>(props: {
  row: Row;
  deleteDefaultNote: string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => Promise<void>;
  onMakeDefault: (row: Row) => Promise<void>;
  justify?: 'flex-end' | 'flex-start';
}) {
  const { row } = props;
  return (
    <Flex gap={4} justify={props.justify ?? 'flex-end'} wrap className="member-row-actions">
      {!row.isDefault && (
        <Button type="link" size="small" onClick={() => props.onMakeDefault(row)}>
          设为默认
        </Button>
      )}
      <Button type="link" size="small" onClick={() => props.onEdit(row)}>
        编辑
      </Button>
      <Popconfirm
        title="确定删除？"
        description={row.isDefault ? props.deleteDefaultNote : '删除后不可恢复'}
        okText="删除"
        okButtonProps={{ danger: true }}
        cancelText="取消"
        onConfirm={() => props.onDelete(row)}
      >
        <Button type="link" size="small" danger>
          删除
        </Button>
      </Popconfirm>
    </Flex>
  );
}

'use client';
import { Card, DatePicker, Input, List, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useIsMobile } from '@/components/layout/viewport';
import { useAuditLog, type AuditEntry, type AuditFilter } from '@/lib/api/admin';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditLines } from '@/lib/shared/audit-diff';
import { chinaDateTime } from './format';

const PAGE_SIZE = 20;
const actionLabel = (a: string) => AUDIT_ACTION_LABELS[a] ?? a;
const entityLabel = (e: string) => AUDIT_ENTITY_LABELS[e] ?? e;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Instants in Beijing time; everything else as the shared presenter words it (codes in Chinese, money in yuan). */
const shown = (value: string) => (ISO_INSTANT.test(value) ? chinaDateTime(value) : value);

/** What an entry changed: each differing field as before → after. */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = auditLines(entry.before, entry.after);
  if (changes.length === 0) return <Typography.Text type="secondary">无字段变化</Typography.Text>;
  return (
    <ul className="admin-diff">
      {changes.map((c) => (
        <li key={c.field}>
          <strong>{c.label}</strong>：<del>{shown(c.before)}</del> → <ins>{shown(c.after)}</ins>
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: ColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'createdAt', render: chinaDateTime, width: 140 },
  { title: '操作人', key: 'operator', render: (_, e) => e.operator.name, width: 150 },
  { title: '操作', dataIndex: 'action', render: actionLabel, width: 110 },
  { title: '对象', key: 'entity', render: (_, e) => `${entityLabel(e.entity)} #${e.entityId}`, width: 120 },
  { title: '修改前 → 修改后', key: 'changes', render: (_, e) => <Changes entry={e} /> },
  { title: '原因', dataIndex: 'reason', render: (v: string | null) => v ?? '—', width: 160 },
];

/** /admin/audit: every operator action, newest first; read only (no call edits or deletes an entry). */
export function AuditConsole() {
  const mobile = useIsMobile();
  const [filter, setFilter] = useState<AuditFilter>({ page: 1, pageSize: PAGE_SIZE });
  const { data, isLoading } = useAuditLog(filter);
  const change = (next: Partial<AuditFilter>) => setFilter((f) => ({ ...f, ...next, page: next.page ?? 1 }));
  const onDays = (days: [Dayjs | null, Dayjs | null] | null) => change({ from: days?.[0]?.format('YYYY-MM-DD'), to: days?.[1]?.format('YYYY-MM-DD') });
  const pagination = {
    current: filter.page,
    pageSize: PAGE_SIZE,
    total: data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total: number) => `共 ${total} 条`,
    onChange: (page: number) => change({ page }),
  };

  return (
    <div className="admin-page">
      <Typography.Title level={4}>操作日志</Typography.Title>
      <Typography.Paragraph type="secondary">
        运营人员的每次操作都记录在此（谁、做了什么、修改前后、时间、原因），日志只能查看，不能修改或删除。时间为北京时间。
      </Typography.Paragraph>
      <div className="admin-toolbar">
        <Select
          aria-label="操作人"
          style={{ width: 180 }}
          value={filter.operatorId ?? 0}
          onChange={(id) => change({ operatorId: id || undefined })}
          options={[{ value: 0, label: '全部操作人' }, ...(data?.filters.operators ?? []).map((o) => ({ value: o.id, label: o.name }))]}
        />
        <Select
          aria-label="对象"
          style={{ width: 130 }}
          value={filter.entity ?? ''}
          onChange={(entity) => change({ entity: entity || undefined })}
          options={[{ value: '', label: '全部对象' }, ...(data?.filters.entities ?? []).map((e) => ({ value: e, label: entityLabel(e) }))]}
        />
        <Select
          aria-label="操作"
          style={{ width: 150 }}
          value={filter.action ?? ''}
          onChange={(action) => change({ action: action || undefined })}
          options={[{ value: '', label: '全部操作' }, ...(data?.filters.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))]}
        />
        <Input.Search allowClear placeholder="对象编号" style={{ width: 140 }} maxLength={40} onSearch={(id) => change({ entityId: id.trim() || undefined })} />
        <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={['开始日期', '结束日期']} onChange={onDays} style={{ width: mobile ? '100%' : 260 }} />
      </div>
      {mobile ? (
        <List<AuditEntry>
          loading={isLoading}
          dataSource={data?.list}
          locale={{ emptyText: '没有符合条件的操作记录' }}
          pagination={pagination}
          renderItem={(e) => (
            <Card size="small" style={{ marginBottom: 8 }} title={`${actionLabel(e.action)} · ${entityLabel(e.entity)} #${e.entityId}`}>
              <Typography.Text type="secondary">
                {chinaDateTime(e.createdAt)} · {e.operator.name}
              </Typography.Text>
              <Changes entry={e} />
              {e.reason && <div>原因：{e.reason}</div>}
            </Card>
          )}
        />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          columns={COLUMNS}
          dataSource={data?.list}
          loading={isLoading}
          locale={{ emptyText: '没有符合条件的操作记录' }}
          pagination={pagination}
        />
      )}
    </div>
  );
}

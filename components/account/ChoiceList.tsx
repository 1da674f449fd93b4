'use client';
import { Alert, Button, Empty, Flex, Radio, Skeleton, Tag } from 'antd';
import type { ReactNode } from 'react';
import { MemberRowActions } from './member-row-actions';

/** What the address and invoice lists have in common: an id and one default among them. */
type Choice = { id: number; isDefault: boolean };

/** The value of the "none" option (不开发票): no id is ever 0. */
export const NONE = 0;

type ChoiceListProps<T extends Choice> = {
  /** Name of the radio group for screen readers ("收货地址"). */
  label: string;
  items: T[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  empty: ReactNode;
  /** The chosen item's id, NONE for the "none" option, null for nothing chosen. */
  selectedId: number | null;
  /** A first option meaning "none of these" (不开发票); omitted when there is none. */
  noneLabel?: string;
  onChoose: (item: T | null) => void;
  renderItem: (item: T) => ReactNode;
  onEdit: (item: T) => void;
  onDelete: (item: T) => Promise<void>;
  onMakeDefault: (item: T) => Promise<void>;
  /** Said before deleting the default: what becomes the default then. */
  deleteDefaultNote: string;
};

const cardStyle = (selected: boolean) => ({
  border: `1px solid ${selected ? 'var(--brand, #0b6e4f)' : 'var(--line, #e4e7eb)'}`,
  borderRadius: 8,
  padding: '10px 12px',
  background: selected ? 'rgba(11, 110, 79, 0.04)' : '#fff',
});

/**
 * A radio list of cards, one per saved item, with edit, delete (confirmed)
 * and "set default" under each; loading, failure and empty states included.
 * The actions sit outside the radio's label, so pressing one never chooses.
 */
export function ChoiceList<T extends Choice>(props: ChoiceListProps<T>) {
  const { items, selectedId } = props;
  if (!items && props.loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!items && props.failed) {
    return (
      <Alert
        type="error"
        showIcon
        title="列表加载失败"
        action={
          <Button size="small" onClick={props.onRetry}>
            重试
          </Button>
        }
      />
    );
  }
  const list = items ?? [];
  const choose = (id: number) => props.onChoose(id === NONE ? null : (list.find((i) => i.id === id) ?? null));
  return (
    <Radio.Group value={selectedId ?? undefined} onChange={(e) => choose(e.target.value as number)} aria-label={props.label} style={{ width: '100%' }}>
      <Flex vertical gap={8}>
        {props.noneLabel && (
          <div style={cardStyle(selectedId === NONE)}>
            <Radio value={NONE}>{props.noneLabel}</Radio>
          </div>
        )}
        {list.length === 0 && props.empty}
        {list.map((item) => (
          <div key={item.id} style={cardStyle(selectedId === item.id)} data-testid={`choice-${item.id}`}>
            <Radio value={item.id} style={{ alignItems: 'flex-start', width: '100%' }}>
              <div style={{ wordBreak: 'break-word' }}>
                {item.isDefault && (
                  <Tag color="green" style={{ marginInlineEnd: 6 }}>
                    默认
                  </Tag>
                )}
                {props.renderItem(item)}
              </div>
            </Radio>
            <MemberRowActions
              row={item}
              deleteDefaultNote={props.deleteDefaultNote}
              onEdit={props.onEdit}
              onDelete={props.onDelete}
              onMakeDefault={props.onMakeDefault}
            />
          </div>
        ))}
      </Flex>
    </Radio.Group>
  );
}

/** The empty state both lists share: a sentence and the one button that helps. */
export function EmptyChoices({ text, actionText, onAction }: { text: string; actionText: string; onAction: () => void }) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text}>
      <Button type="primary" onClick={onAction}>
        {actionText}
      </Button>
    </Empty>
  );
}

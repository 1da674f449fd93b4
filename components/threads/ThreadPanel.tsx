'use client';
import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Flex, Input, Skeleton, Upload, type UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ApiError } from '@/lib/api/client';
import {
  uploadMessageFile,
  useMarkThreadRead,
  usePostThreadMessage,
  useRefreshThreads,
  useThread,
  type Thread,
  type ThreadKey,
  type ThreadMessage,
} from '@/lib/api/threads';
import { MAX_THREAD_ATTACHMENTS, MAX_THREAD_MESSAGE_CHARS } from '@/lib/contracts/threads/schema';

const PAGE = 50;
/** The most the thread call returns at once (its pageSize limit). */
const MOST = 500;

function when(iso: string): string {
  return new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
}

function Bubble({ message }: { message: ThreadMessage }) {
  return (
    <Flex vertical align={message.mine ? 'flex-end' : 'flex-start'} data-testid="thread-message" data-from={message.from}>
      <span className="muted" style={{ fontSize: 12 }}>
        {message.author} · {when(message.createdAt)}
      </span>
      <div
        style={{
          maxWidth: '85%',
          background: message.mine ? '#e6f4ff' : '#f5f5f5',
          borderRadius: 8,
          padding: '6px 10px',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {message.body}
        {message.attachments.map((a) => (
          <div key={a.id}>
            <a href={a.url} download={a.name}>
              <PaperClipOutlined /> {a.name}
            </a>
          </div>
        ))}
      </div>
    </Flex>
  );
}

function Header({ thread }: { thread: Thread }) {
  const counterpart =
    thread.viewer === 'buyer'
      ? `卖家：${thread.seller.name}`
      : `买家：${thread.buyer.contactName ? `${thread.buyer.contactName} ${thread.buyer.contactPhone ?? ''}` : thread.buyer.label}`;
  return (
    <div style={{ marginBottom: 8 }}>
      <div>
        <strong>
          {thread.line.lineNo}. {thread.line.productName}
        </strong>{' '}
        <span className="muted">
          {thread.line.cas ?? ''} · {thread.inquiryNo} · {thread.inquiryStatus}
        </span>
      </div>
      <div className="muted">{counterpart}</div>
      {!thread.contactsVisible && (
        <div className="muted" style={{ fontSize: 12 }} data-testid="thread-mask-note">
          {thread.viewer === 'buyer'
            ? '下单前，你消息中的电话、邮箱和微信/QQ 号会对卖家隐藏；附件按原样发送。'
            : '买家下单前，其联系方式和消息中的电话、邮箱会被隐藏。'}
        </div>
      )}
    </div>
  );
}

function Composer({ threadKey, onSent }: { threadKey: ThreadKey; onSent: () => Promise<unknown> }) {
  const { message } = App.useApp();
  const post = usePostThreadMessage();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const uploading = files.some((f) => f.status === 'uploading');
  const attachmentIds = files.filter((f) => f.status === 'done').map((f) => (f.response as { id: number }).id);
  const canSend = !uploading && !post.isMutating && (text.trim() !== '' || attachmentIds.length > 0);

  const send = async () => {
    if (!canSend) return;
    setError(null);
    try {
      await post.execute({ ...threadKey, body: text, attachmentIds });
      setText('');
      setFiles([]);
      await onSent();
    } catch (e) {
      // What was typed stays: only a sent message clears the box.
      setError((e as ApiError).message);
    }
  };

  return (
    <Flex vertical gap={8}>
      {error && <Alert type="error" showIcon title={error} closable onClose={() => setError(null)} />}
      <Input.TextArea
        aria-label="消息"
        placeholder="输入消息，Ctrl+Enter 发送"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void send();
          }
        }}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={MAX_THREAD_MESSAGE_CHARS}
        showCount
        data-testid="thread-input"
      />
      <Flex justify="space-between" align="flex-start" gap={8} wrap>
        <Upload
          accept=".pdf,.png,.jpg,.jpeg"
          fileList={files}
          maxCount={MAX_THREAD_ATTACHMENTS}
          onChange={({ fileList }) => setFiles(fileList)}
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              onSuccess?.(await uploadMessageFile(file as File));
            } catch (e) {
              message.error((e as ApiError).message);
              onError?.(e as Error);
            }
          }}
        >
          <Button icon={<UploadOutlined />} style={{ minHeight: 40 }}>
            附件
          </Button>
        </Upload>
        <Button type="primary" onClick={() => void send()} disabled={!canSend} loading={post.isMutating} style={{ minHeight: 40 }} data-testid="thread-send">
          发送
        </Button>
      </Flex>
      <span className="muted" style={{ fontSize: 12 }}>
        PDF、PNG 或 JPG，每个不超过 10 MB，最多 {MAX_THREAD_ATTACHMENTS} 个
      </span>
    </Flex>
  );
}

/** One conversation: the newest messages (older on demand), marked read when shown, and the box to answer. */
export function ThreadPanel({ threadKey }: { threadKey: ThreadKey }) {
  const [pageSize, setPageSize] = useState(PAGE);
  const { data, error, mutate } = useThread(threadKey, pageSize);
  const markRead = useMarkThreadRead();
  const refreshThreads = useRefreshThreads();
  const bottom = useRef<HTMLDivElement>(null);
  const current = data && data.line.id === threadKey.lineId && (threadKey.sellerId === undefined || data.seller.id === threadKey.sellerId) ? data : undefined;
  const unread = current?.unread ?? 0;
  const newest = current?.messages.at(-1)?.id;

  useEffect(() => {
    // Not being able to mark it read is harmless: the badge stays until the next try.
    if (unread > 0)
      markRead
        .execute(threadKey)
        .then(() => refreshThreads())
        .catch(() => undefined);
    // Marking read depends on what arrived, not on the hook objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, threadKey.lineId, threadKey.sellerId]);
  // Braces matter: newer Chromium returns a Promise from scrollIntoView, and an effect may return only a cleanup function.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  // Once shown, the thread stays (and what is being typed with it) through a failed refresh or a longer page.
  if (!current) return error ? <Alert type="error" showIcon title={error.message} /> : <Skeleton active />;
  return (
    <div data-testid="thread-panel">
      <Header thread={current} />
      <Flex vertical gap={10} style={{ borderTop: '1px solid #f0f0f0', borderBottom: '1px solid #f0f0f0', padding: '10px 0', marginBottom: 10 }}>
        {error && <Alert type="warning" showIcon title={`刷新失败：${error.message}`} />}
        {current.total > current.messages.length && pageSize < MOST && (
          <Button type="link" onClick={() => setPageSize((n) => Math.min(MOST, n + PAGE))} style={{ alignSelf: 'center' }}>
            查看更早的消息（还有 {current.total - current.messages.length} 条）
          </Button>
        )}
        {current.messages.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={current.viewer === 'seller' ? '有问题可以直接问买家，例如规格、包装、用途或交期' : '还没有消息'}
          />
        ) : (
          current.messages.map((m) => <Bubble key={m.id} message={m} />)
        )}
        <div ref={bottom} />
      </Flex>
      {current.canPost ? (
        <Composer threadKey={threadKey} onSent={() => Promise.all([mutate(), refreshThreads()])} />
      ) : (
        <Alert type="info" showIcon title={current.cannotPostReason ?? '不能发送消息'} />
      )}
    </div>
  );
}

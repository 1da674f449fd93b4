'use client';
import { Alert, Modal, Typography } from 'antd';

/**
 * A secret shown once (an API key's, a webhook endpoint's): only its button
 * closes the dialog, so a stray Esc or click cannot lose it.
 */
export function OneTimeSecretModal({
  title,
  warning,
  lines,
  doneText = '我已保存签名密钥',
  onDone,
}: {
  title: string;
  warning: string;
  /** What to copy, each under its label; `testId` names the value for tests. */
  lines: { label: string; value: string; testId: string }[];
  /** The one button's words: what the reader has saved. */
  doneText?: string;
  onDone: () => void;
}) {
  return (
    <Modal
      open
      title={title}
      okText={doneText}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={onDone}
      closable={false}
      keyboard={false}
      maskClosable={false}
    >
      <Alert type="warning" showIcon title={warning} />
      {lines.map((line, i) => (
        <div key={line.testId}>
          <Typography.Paragraph style={{ marginTop: i === 0 ? 12 : 0, marginBottom: 4 }}>{line.label}</Typography.Paragraph>
          <Typography.Paragraph code copyable={{ text: line.value, tooltips: ['复制', '已复制'] }} style={{ wordBreak: 'break-all' }} data-testid={line.testId}>
            {line.value}
          </Typography.Paragraph>
        </div>
      ))}
    </Modal>
  );
}

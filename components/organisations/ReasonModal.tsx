'use client';
import { Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';

/**
 * A decision that closes an order for good and needs a reason the purchaser
 * reads (an approver's rejection, an approver withdrawing an order): the
 * reason is asked for, the refusal shown beside it.
 */
export function ReasonModal({
  title,
  okText,
  label,
  placeholder,
  missing,
  intro,
  minLength = 1,
  submit,
  onClose,
}: {
  title: string;
  okText: string;
  label: string;
  placeholder: string;
  /** Shown when the reason is left empty (or shorter than `minLength`). */
  missing: string;
  intro?: ReactNode;
  minLength?: number;
  /** Resolves once done (the caller closes the dialog and says so); a refusal stays in the dialog. */
  submit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={async () => {
        if (reason.trim().length < minLength) return setError(missing);
        setSaving(true);
        try {
          await submit(reason.trim());
        } catch (e) {
          setError((e as Error).message);
        } finally {
          setSaving(false);
        }
      }}
    >
      {intro}
      <Input.TextArea
        aria-label={label}
        value={reason}
        maxLength={200}
        showCount
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        placeholder={placeholder}
      />
      {error && (
        <div role="alert" style={{ color: '#cf1322', marginTop: 8 }}>
          {error}
        </div>
      )}
    </Modal>
  );
}

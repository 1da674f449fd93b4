'use client';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { describeWatch, EMPTY_WATCH, readWatchForm, serverFieldErrors, WATCH_UNITS, type WatchField, type WatchFields } from './watch-form';
import './trust.css';

type Result = { kind: 'saved'; terms: string } | { kind: 'failed'; message: string } | null;

/** A field's error under it, tied to the input for screen readers. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <div id={id} className="watch-field__error">
      {message}
    </div>
  ) : null;
}

/**
 * The price-alert form in a native modal <dialog> (focus kept inside, Esc
 * closes, no UI kit on the public page). Loaded by PriceWatchButton when
 * first opened; sends POST /api/price_watch through the public pages'
 * request client and shows the server's message when it refuses.
 */
export default function PriceWatchDialog({ cas, productName, onClose }: { cas: string; productName: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const [fields, setFields] = useState<WatchFields>(EMPTY_WATCH);
  const [errors, setErrors] = useState<Partial<Record<WatchField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);

  useEffect(() => {
    const element = dialog.current;
    // No close() on cleanup: it would fire `close` (and onClose) when React re-runs effects; leaving the page removes the dialog anyway.
    if (element && !element.open) element.showModal();
  }, []);

  const set = (field: WatchField, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readWatchForm(cas, fields);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const { addPriceWatch } = await import('@/components/public/public-api');
      await addPriceWatch(read.input);
      setResult({ kind: 'saved', terms: describeWatch(read.input) });
    } catch (e) {
      // A refusal naming a field is said beside that field, and in the status line.
      // (ApiError's `data`, read without importing the client into this chunk.)
      const named = serverFieldErrors((e as { data?: unknown }).data);
      if (Object.keys(named).length > 0) setErrors(named);
      setResult({ kind: 'failed', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };

  const id = (field: string) => `${ids}-${field}`;
  const described = (field: WatchField, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [errors[field] ? id(`${field}-error`) : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });

  return (
    <dialog ref={dialog} className="watch-dialog" aria-labelledby={id('title')} onClose={onClose} data-testid="price-watch-dialog">
      <h2 id={id('title')}>降价/到货提醒</h2>
      {result?.kind === 'saved' ? (
        <div className="watch-dialog__done" style={{ padding: 16 }}>
          <p role="status" style={{ marginTop: 0 }}>
            已关注，降价或到货时站内信和邮件通知您
          </p>
          <p className="muted">
            {productName}（CAS {cas}）：{result.terms}
          </p>
          <div className="watch-actions">
            <Link className="pub-button pub-button--ghost" href="/member/buyer/priceWatches/1" prefetch={false}>
              查看我的关注
            </Link>
            <button type="button" className="pub-button" onClick={() => dialog.current?.close()}>
              完成
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <p className="muted" style={{ margin: 0 }}>
            关注 {productName}（CAS {cas}）。条件都可不填：不填目标价时，缺货的报价重新有货即提醒；填了目标价，有货且价格不高于目标价时提醒。
          </p>
          <div className="watch-field">
            <label htmlFor={id('purity')}>最低纯度（%，可选）</label>
            <input
              id={id('purity')}
              inputMode="decimal"
              placeholder="如 99.5"
              value={fields.minPurity}
              onChange={(e) => set('minPurity', e.target.value)}
              {...described('minPurity')}
            />
            <FieldError id={id('minPurity-error')} message={errors.minPurity} />
          </div>
          <div className="watch-field">
            <fieldset>
              <legend>包装（可选）</legend>
              <div className="watch-pack">
                <input
                  id={id('pack')}
                  aria-label="包装规格"
                  inputMode="decimal"
                  placeholder="如 500"
                  value={fields.packSize}
                  onChange={(e) => set('packSize', e.target.value)}
                  {...described('packSize')}
                />
                <select aria-label="包装单位" value={fields.unitCode} onChange={(e) => set('unitCode', e.target.value)} {...described('unitCode')}>
                  {WATCH_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
            <FieldError id={id('packSize-error')} message={errors.packSize ?? errors.unitCode} />
          </div>
          <div className="watch-field">
            <label htmlFor={id('target')}>目标价（元 / 每包装，可选）</label>
            <input
              id={id('target')}
              inputMode="decimal"
              placeholder="如 120"
              value={fields.targetYuan}
              onChange={(e) => set('targetYuan', e.target.value)}
              {...described('targetYuan', id('target-hint'))}
            />
            <div id={id('target-hint')} className="watch-field__hint">
              目标价按上面的包装计，须同时填写包装。
            </div>
            <FieldError id={id('targetYuan-error')} message={errors.targetYuan} />
          </div>
          <div role="status" className={`pub-status${result?.kind === 'failed' ? ' pub-status--error' : ''}`} data-testid="price-watch-status">
            {result?.kind === 'failed' && result.message}
          </div>
          <div className="watch-actions">
            <button type="button" className="pub-button pub-button--ghost" onClick={() => dialog.current?.close()}>
              取消
            </button>
            <button type="submit" className="pub-button" disabled={busy}>
              {busy ? '提交中…' : '关注'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

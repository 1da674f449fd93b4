import type { z } from 'zod';
import type { GhsLabelSchema } from '@/lib/contracts/safety/schema';
import { GhsPictograms } from './GhsPictogram';

type Label = z.infer<typeof GhsLabelSchema>;

/** Statements as the label prints them: the code, then its Chinese text. */
function Statements({ items, className }: { items: Label['hazards']; className: string }) {
  return (
    <ul className={className}>
      {items.map((s) => (
        <li key={s.code}>
          <span className="mono">{s.code}</span> {s.text}
        </li>
      ))}
    </ul>
  );
}

/** The signal word in its colour (危险 red, 警告 amber). */
function SignalWord({ word, testId }: { word: NonNullable<Label['signalWord']>; testId?: string }) {
  return (
    <strong className={`ghs-signal ghs-signal--${word.code}`} data-testid={testId}>
      {word.text}
    </strong>
  );
}

/** Beside the product's title: the pictograms, the signal word and the hazard statements, as the label shows them. */
export function GhsLabelSummary({ label }: { label: Label | null }) {
  if (!label || (label.pictograms.length === 0 && label.hazards.length === 0)) return null;
  return (
    <div className="ghs-summary" data-testid="ghs-label">
      <GhsPictograms codes={label.pictograms.map((p) => p.code)} size={44} />
      <div>
        {label.signalWord && <SignalWord word={label.signalWord} testId="ghs-signal-word" />}
        <Statements items={label.hazards} className="ghs-hazards" />
        <div className="muted" data-testid="ghs-summary-basis">
          {label.reviewed ? '平台审定的标签' : label.disputed ? '供应商标签不一致，平台审定前以此为准（见下方安全信息）' : label.basis}
        </div>
      </div>
    </div>
  );
}

/** The full label in the safety section: statements, where it comes from, and whether it is reviewed or disputed. */
export function GhsLabelDetails({ label, hazardous }: { label: Label | null; hazardous: boolean }) {
  if (!label)
    return (
      <p className="muted" style={{ marginTop: 0 }} data-testid="ghs-none">
        {hazardous ? '该物质属危险化学品，尚无 GHS 标签信息：请以卖家提供的 SDS 为准。' : '暂无 GHS 标签信息。'}
      </p>
    );
  const classified = label.pictograms.length > 0 || label.hazards.length > 0;
  return (
    <div data-testid="ghs-details">
      {classified ? (
        <>
          <div className="ghs-summary">
            <GhsPictograms codes={label.pictograms.map((p) => p.code)} size={56} />
            <div>
              <div>信号词：{label.signalWord ? <SignalWord word={label.signalWord} /> : '无'}</div>
              <div className="muted">{label.pictograms.map((p) => `${p.code} ${p.name}`).join('、')}</div>
            </div>
          </div>
          <h3 className="ghs-heading">危险说明</h3>
          <Statements items={label.hazards} className="ghs-statements" />
          {label.precautions.length > 0 && (
            <details>
              <summary>防范说明（{label.precautions.length} 条）</summary>
              <Statements items={label.precautions} className="ghs-statements" />
            </details>
          )}
        </>
      ) : (
        <p style={{ marginTop: 0 }}>按 SDS 不属于 GHS 危险分类（无象形图和信号词）。</p>
      )}
      <p className="muted" data-testid="ghs-basis" style={{ marginBottom: 0 }}>
        来源：{label.basis}
        {label.reviewed ? '（平台已审定）' : ''}
        {label.disputed ? '。各供应商的标签不一致，平台审定前以此为准，请同时查阅卖家的 SDS' : ''}。代码与文本依据 {label.edition}。
      </p>
    </div>
  );
}

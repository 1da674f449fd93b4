'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { HelpFormKind } from './AntdHelpForm';

const AntdHelpForm = dynamic(() => import('./AntdHelpForm'), {
  ssr: false,
  loading: () => <p className="muted">表单加载中…</p>,
});

const START: Record<HelpFormKind, { title: string; text: string; button: string }> = {
  feedback: { title: '提交反馈', text: '告诉我们在哪个页面遇到了什么问题，或您希望增加的功能；我们会邮件回复。', button: '填写反馈' },
  coa: { title: '按批号查询 COA', text: '输入商品批号，查看并下载卖家上传的检验报告（COA）。', button: '查询 COA' },
  consignment: { title: '申请寄售', text: '写明产品、数量与存货地点，平台核实后与您联系寄售条件；提交后邮件确认。', button: '填写寄售申请' },
  logistics: { title: '物流询价', text: '写明起运地、目的地、货物与危险品类别，我们按单报价；提交后邮件确认。', button: '填写物流询价' },
};

/** A help or service page's form, loaded when the visitor asks for it: the page itself stays plain HTML. */
export function LazyHelpForm({ kind }: { kind: HelpFormKind }) {
  const [open, setOpen] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  const start = START[kind];
  // The pressed button is gone: focus moves to the form that replaced it.
  useEffect(() => {
    if (open) region.current?.focus();
  }, [open]);
  if (open)
    return (
      <div ref={region} tabIndex={-1} aria-label={start.title} style={{ outline: 'none' }}>
        <AntdHelpForm kind={kind} />
      </div>
    );
  return (
    <section className="help-form" data-testid={`${kind}-start`}>
      <h2>{start.title}</h2>
      <p>{start.text}</p>
      <button type="button" className="pub-button" onClick={() => setOpen(true)}>
        {start.button}
      </button>
    </section>
  );
}

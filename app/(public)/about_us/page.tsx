import type { Metadata } from 'next';
import Link from 'next/link';
import { HelpShell } from '@/components/help/HelpShell';
import { HELP_GROUPS, helpPath } from '@/lib/shared/help-sections';

export const metadata: Metadata = { title: '帮助中心', description: '注册、采购、危险品购买、支付、发票、配送、COA 与售后的说明。' };

/** /about_us — the help centre's index: every section by group. */
export default function HelpIndexPage() {
  return (
    <HelpShell current={null} title="帮助中心">
      <p className="muted">采购化学品时常见的问题都在这里：从注册、询价到危险品购买资质、发票、配送和售后。</p>
      <div className="help-index">
        {HELP_GROUPS.map((group) => (
          <section key={group.title} className="help-index__group">
            <h2>{group.title}</h2>
            <ul>
              {group.sections.map((s) => (
                <li key={s.slug}>
                  <Link href={helpPath(s.slug)}>{s.title}</Link>
                  <span className="muted">{s.summary}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </HelpShell>
  );
}

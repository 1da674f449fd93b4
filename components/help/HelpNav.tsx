import Link from 'next/link';
import { HELP_GROUPS, helpPath, helpSection } from '@/lib/shared/help-sections';

function SectionLinks({ current }: { current: string | null }) {
  return HELP_GROUPS.map((group) => (
    <div key={group.title} className="help-nav__group">
      <div className="help-nav__group-title">{group.title}</div>
      <ul>
        {group.sections.map((s) => (
          <li key={s.slug}>
            <Link
              href={helpPath(s.slug)}
              prefetch={false}
              aria-current={s.slug === current ? 'page' : undefined}
              className={s.slug === current ? 'is-current' : undefined}
            >
              {s.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}

/**
 * The help centre's navigation, server HTML: every section, grouped, beside
 * the text on wide screens; at phone width (a media query, no script) a
 * disclosure above the text that opens the same list, so the text keeps the
 * whole width.
 */
export function HelpNav({ current }: { current: string | null }) {
  const currentTitle = current ? helpSection(current)?.title : null;
  return (
    <>
      <nav className="help-nav" aria-label="帮助中心导航">
        <Link href="/about_us" prefetch={false} className="help-nav__home">
          帮助中心
        </Link>
        <SectionLinks current={current} />
      </nav>
      {/* Keyed by the section, so it starts closed on each page a link opens. */}
      <details key={current ?? 'index'} className="help-nav-phone">
        <summary>选择帮助主题{currentTitle && <span className="muted">（当前：{currentTitle}）</span>}</summary>
        <nav className="help-nav help-nav--phone" aria-label="帮助主题">
          <SectionLinks current={current} />
        </nav>
      </details>
    </>
  );
}

'use client';
import { Select } from 'antd';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { pushWithProgress } from '@/components/layout/navigation';
import { useIsMobile } from '@/components/layout/viewport';
import { HELP_GROUPS, helpPath } from '@/lib/shared/help-sections';

/**
 * The help centre's side navigation: every section, grouped. At phone width
 * a full-width select takes its place, so the text keeps the whole width.
 */
export function HelpNav({ current }: { current: string | null }) {
  const mobile = useIsMobile();
  const router = useRouter();
  if (mobile) {
    return (
      <Select
        className="help-nav-select"
        size="large"
        aria-label="选择帮助主题"
        placeholder="选择帮助主题"
        value={current ?? undefined}
        // Twenty short options: all rendered, so the list scrolls natively and every entry is reachable.
        virtual={false}
        listHeight={360}
        onChange={(slug: string) => pushWithProgress(router, helpPath(slug))}
        options={HELP_GROUPS.map((g) => ({ label: g.title, options: g.sections.map((s) => ({ value: s.slug, label: s.title })) }))}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <nav className="help-nav" aria-label="帮助中心导航">
      <Link href="/about_us" className="help-nav__home">
        帮助中心
      </Link>
      {HELP_GROUPS.map((group) => (
        <div key={group.title} className="help-nav__group">
          <div className="help-nav__group-title">{group.title}</div>
          <ul>
            {group.sections.map((s) => (
              <li key={s.slug}>
                <Link href={helpPath(s.slug)} aria-current={s.slug === current ? 'page' : undefined} className={s.slug === current ? 'is-current' : undefined}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

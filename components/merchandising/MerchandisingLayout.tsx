import type { ReactNode } from 'react';

/**
 * A list page with its side column (quick inquiry, company check): side by
 * side on a desktop, the side column under the list on a phone. Both
 * columns may shrink below their content (min-width: 0), so long names wrap
 * instead of widening the page. The switch is a CSS media query
 * (`.merchandising-page`), so the server HTML fits a phone as it is.
 */
export function MerchandisingLayout({ title, intro, aside, children }: { title: string; intro?: ReactNode; aside: ReactNode; children: ReactNode }) {
  return (
    <div data-testid="merchandising-page" className="merchandising-page">
      <section aria-label={title} style={{ minWidth: 0 }}>
        <h1 className="page-title">{title}</h1>
        {intro && (
          <p className="muted" style={{ marginTop: 0 }}>
            {intro}
          </p>
        )}
        {children}
      </section>
      <aside aria-label="快速询价与企业核验" style={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 16 }}>
        {aside}
      </aside>
    </div>
  );
}

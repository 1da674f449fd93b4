import { LazyHelpForm } from '@/components/public/LazyHelpForm';
import type { HelpFormKind } from '@/components/public/AntdHelpForm';
import { HelpMarkdown } from './HelpShell';

/** A service page (consignment, international logistics): its text, and its request form loaded on first use. */
export function ServicePage({ title, html, form }: { title: string; html: string; form: HelpFormKind }) {
  return (
    <div className="service-page">
      <article className="service-page__text">
        <h1 className="page-title">{title}</h1>
        <HelpMarkdown html={html} />
      </article>
      <LazyHelpForm kind={form} />
    </div>
  );
}

import { HelpSectionPage, helpSectionMetadata } from '@/components/help/HelpSectionPage';
import { HELP_SECTIONS } from '@/lib/shared/help-sections';

type Props = { params: Promise<{ section: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => HELP_SECTIONS.map((s) => ({ section: s.slug }));

export async function generateMetadata({ params }: Props) {
  return helpSectionMetadata((await params).section);
}

/** /about_us/components/{section} — the same sections under the spec's second address. */
export default async function HelpComponentPage({ params }: Props) {
  return <HelpSectionPage slug={(await params).section} />;
}

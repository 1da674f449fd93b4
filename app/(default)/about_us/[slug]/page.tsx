import { HelpSectionPage, helpSectionMetadata } from '@/components/help/HelpSectionPage';
import { HELP_SECTIONS } from '@/lib/shared/help-sections';

// The segment is not called `name`: the header's search box reads a `name` parameter as its keyword.
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => HELP_SECTIONS.map((s) => ({ slug: s.slug }));

export async function generateMetadata({ params }: Props) {
  return helpSectionMetadata((await params).slug);
}

/** /about_us/:name — a help section chosen by name (spec §2). */
export default async function HelpNamePage({ params }: Props) {
  return <HelpSectionPage slug={(await params).slug} />;
}

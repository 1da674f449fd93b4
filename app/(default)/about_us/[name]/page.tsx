import { HelpSectionPage, helpSectionMetadata } from '@/components/help/HelpSectionPage';
import { HELP_SECTIONS } from '@/lib/shared/help-sections';

type Props = { params: Promise<{ name: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => HELP_SECTIONS.map((s) => ({ name: s.slug }));

export async function generateMetadata({ params }: Props) {
  return helpSectionMetadata((await params).name);
}

/** /about_us/:name — a help section chosen by name (spec §2). */
export default async function HelpNamePage({ params }: Props) {
  return <HelpSectionPage slug={(await params).name} />;
}

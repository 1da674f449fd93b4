import { HelpSectionPage, helpSectionMetadata } from '@/components/help/HelpSectionPage';

type Props = { params: Promise<{ section: string }> };

/*
 * Rendered on the first request and then served from the page cache for an
 * hour (never at build time: the canonical address comes from the running
 * server's PUBLIC_BASE_URL); unknown names are a 404.
 */
export const dynamic = 'force-static';
export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return helpSectionMetadata((await params).section);
}

/** /about_us/components/{section} — the same sections under the spec's second address. */
export default async function HelpComponentPage({ params }: Props) {
  return <HelpSectionPage slug={(await params).section} />;
}

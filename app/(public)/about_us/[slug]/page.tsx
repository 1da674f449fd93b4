import { HelpSectionPage, helpSectionMetadata } from '@/components/help/HelpSectionPage';

// The segment is not called `name`: the header's search box reads a `name` parameter as its keyword.
type Props = { params: Promise<{ slug: string }> };

/*
 * Rendered on the first request and then served from the page cache for an
 * hour (never at build time: the canonical address comes from the running
 * server's PUBLIC_BASE_URL); unknown names are a 404.
 */
export const dynamic = 'force-static';
export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return helpSectionMetadata((await params).slug);
}

/** /about_us/:name — a help section chosen by name (spec §2). */
export default async function HelpNamePage({ params }: Props) {
  return <HelpSectionPage slug={(await params).slug} />;
}

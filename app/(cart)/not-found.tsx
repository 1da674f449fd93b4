import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { NOT_FOUND_METADATA } from '@/components/layout/not-found-metadata';

export const metadata = NOT_FOUND_METADATA;

/**
 * A page of this section that called notFound(): the section's layout has
 * already drawn the header and footer, so only the message goes here (the
 * root not-found, which brings its own frame, would draw them twice).
 */
export default function SectionNotFound() {
  return <NotFoundScreen />;
}

import { NotFoundScreen } from '@/components/layout/NotFoundScreen';

/**
 * A page of this section that called notFound(): the section's layout has
 * already drawn the header and footer, so only the message goes here (the
 * root not-found, which brings its own frame, would draw them twice).
 */
export default function SectionNotFound() {
  return <NotFoundScreen />;
}

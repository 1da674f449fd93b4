import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { NOT_FOUND_METADATA } from '@/components/layout/not-found-metadata';

export const metadata = NOT_FOUND_METADATA;

/** A public page that called notFound(): the frame is already drawn by the layout. */
export default function PublicNotFound() {
  return <NotFoundScreen />;
}

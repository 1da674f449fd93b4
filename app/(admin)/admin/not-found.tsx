import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { NOT_FOUND_METADATA } from '@/components/layout/not-found-metadata';

export const metadata = NOT_FOUND_METADATA;

/** A console page that does not exist (yet): the layout has drawn the frame, so only the message. */
export default function ConsoleNotFound() {
  return <NotFoundScreen />;
}

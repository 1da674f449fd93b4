import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { NOT_FOUND_METADATA } from '@/components/layout/not-found-metadata';
import { PublicFrame } from '@/components/public/PublicFrame';

export const metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <PublicFrame>
      <NotFoundScreen />
    </PublicFrame>
  );
}

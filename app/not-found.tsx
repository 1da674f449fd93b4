import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { SiteFrame } from '@/components/layout/SiteFrame';
import { NOT_FOUND_METADATA } from '@/components/layout/not-found-metadata';

export const metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <SiteFrame variant="default">
      <NotFoundScreen />
    </SiteFrame>
  );
}

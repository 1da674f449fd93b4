import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { SiteFrame } from '@/components/layout/SiteFrame';

export default function NotFound() {
  return (
    <SiteFrame variant="default">
      <NotFoundScreen />
    </SiteFrame>
  );
}

import { ErrorScreen } from '@/components/layout/ErrorScreen';

/** A product address whose CAS number is invalid or not in the catalog. */
export default function ProductNotFound() {
  return <ErrorScreen status={404} detail="没有找到这个 CAS 号对应的产品，请检查 CAS 号是否正确。" />;
}

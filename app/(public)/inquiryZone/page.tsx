import { redirect } from 'next/navigation';

export default function InquiryZoneIndex() {
  redirect('/inquiryZone/1');
}

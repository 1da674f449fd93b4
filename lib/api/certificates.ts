import type { z } from 'zod';
import type { AdminCertificatePageSchema, AdminCertificateSchema, CertificateInput, CertificatePageSchema, CertificateSchema } from '@/lib/contracts/certificates/schema';
import type { CertificateScope } from '@/lib/shared/certificates';
import { useApiGet, useApiPost } from './swr';

export type Certificate = z.infer<typeof CertificateSchema>;
export type CertificatePage = z.infer<typeof CertificatePageSchema>;
export type CertificateSave = z.input<typeof CertificateInput>;
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;
export type AdminCertificatePage = z.infer<typeof AdminCertificatePageSchema>;

export const CERTIFICATE_LIST_URL = '/certificate_list';

/** A member keeps at most 20 certificates per section, so one page of 20 is all of them. */
export function useCertificates(scope: CertificateScope) {
  return useApiGet<CertificatePage>(CERTIFICATE_LIST_URL, { scope, page: 1, pageSize: 20 });
}

/** The form shows its own failures (field by field), so no toast. */
export const useStoreCertificate = () => useApiPost<CertificateSave, Certificate>('/store_certificate', { noErrorModal: true });

export function useDeleteCertificate(scope: CertificateScope) {
  return useApiPost<{ id: number }, { id: number }>(scope === 'supplier' ? '/delete_supplier_certificate' : '/delete_certificate');
}

export type AdminCertificateFilter = { status?: string; memberId?: number; page: number; pageSize: number };

export function useAdminCertificates(filter: AdminCertificateFilter) {
  return useApiGet<AdminCertificatePage>('/admin/certificates', filter);
}

export type CertificateReview = { id: number; revision: number; decision: 'approve' | 'reject'; reason?: string };
export const useReviewCertificate = () => useApiPost<CertificateReview, AdminCertificate>('/admin/certificate_review');

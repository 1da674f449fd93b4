import type { z } from 'zod';
import type { ContractInput } from '@/lib/contracts/contract';
import type {
  AdminCertificatePageSchema,
  AdminCertificateSchema,
  CertificateInput,
  CertificatePageSchema,
  CertificateSchema,
} from '@/lib/contracts/certificates/schema';
import type { CertificateScope } from '@/lib/shared/certificates';
import { useApiGet, useApiPost, useCall, useCallMutation } from './swr';
import { adminCertificatesContract, certificateReviewContract, storeCertificateContract } from '@/lib/contracts/certificates/calls';

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
export const useStoreCertificate = () => useCallMutation(storeCertificateContract, { noErrorModal: true });

export function useDeleteCertificate(scope: CertificateScope) {
  return useApiPost<{ id: number }, { id: number }>(scope === 'supplier' ? '/delete_supplier_certificate' : '/delete_certificate');
}

export type AdminCertificateFilter = Pick<ContractInput<typeof adminCertificatesContract>, 'status'> & { memberId?: number; page: number; pageSize: number };

export function useAdminCertificates(filter: AdminCertificateFilter) {
  return useCall(adminCertificatesContract, filter);
}

export type CertificateReview = { id: number; revision: number; decision: 'approve' | 'reject'; reason?: string };
export const useReviewCertificate = () => useCallMutation(certificateReviewContract);

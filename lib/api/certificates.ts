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
import { useCall, useCallMutation } from './swr';
import {
  adminCertificatesContract,
  certificateListContract,
  certificateReviewContract,
  deleteCertificateContract,
  deleteSupplierCertificateContract,
  storeCertificateContract,
} from '@/lib/contracts/certificates/calls';

export type Certificate = z.infer<typeof CertificateSchema>;
export type CertificatePage = z.infer<typeof CertificatePageSchema>;
export type CertificateSave = z.input<typeof CertificateInput>;
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;
export type AdminCertificatePage = z.infer<typeof AdminCertificatePageSchema>;

/** A member keeps at most 20 certificates per section, so one page of 20 is all of them. */
export function useCertificates(scope: CertificateScope) {
  return useCall(certificateListContract, { scope, page: 1, pageSize: 20 });
}

/** The form shows its own failures (field by field), so no toast. */
export const useStoreCertificate = () => useCallMutation(storeCertificateContract, { noErrorModal: true });

export function useDeleteCertificate(scope: CertificateScope) {
  return useCallMutation(scope === 'supplier' ? deleteSupplierCertificateContract : deleteCertificateContract);
}

export type AdminCertificateFilter = Pick<ContractInput<typeof adminCertificatesContract>, 'status'> & { memberId?: number; page: number; pageSize: number };

export function useAdminCertificates(filter: AdminCertificateFilter) {
  return useCall(adminCertificatesContract, filter);
}

export type CertificateReview = { id: number; revision: number; decision: 'approve' | 'reject'; reason?: string };
export const useReviewCertificate = () => useCallMutation(certificateReviewContract);

import type { z } from 'zod';
import { useSWRConfig } from 'swr';
import type { MemberDetailSchema, MemberPageSchema } from '@/lib/contracts/admin/schema';
import type { AuditPageSchema } from '@/lib/contracts/audit/schema';
import type { AdminExpressCompanySchema } from '@/lib/contracts/express/schema';
import type { AdminPlacementPageSchema, DirectSupplierSchema } from '@/lib/contracts/merchandising/admin-schema';
import { useApiGet, useApiPost } from './swr';

/** The operator console's calls (/api/admin/…). Every one needs an operator's session. */

export type AdminMemberPage = z.infer<typeof MemberPageSchema>;
export type AdminMember = AdminMemberPage['list'][number];
export type AdminMemberDetail = z.infer<typeof MemberDetailSchema>;
export type AuditPage = z.infer<typeof AuditPageSchema>;
export type AuditEntry = AuditPage['list'][number];
export type AdminExpressCompany = z.infer<typeof AdminExpressCompanySchema>;
export type AdminPlacementPage = z.infer<typeof AdminPlacementPageSchema>;
export type AdminPlacement = AdminPlacementPage['list'][number];
export type DirectSupplier = z.infer<typeof DirectSupplierSchema>;
export type PlacementListName = AdminPlacement['list'];

export type MemberFilter = { keyword?: string; role?: 'buyer' | 'seller' | 'operator'; status?: 'active' | 'disabled'; page: number; pageSize: number };
export type AuditFilter = {
  operatorId?: number;
  entity?: string;
  action?: string;
  from?: string;
  to?: string;
  entityId?: string;
  page: number;
  pageSize: number;
};

/** Drops empty filter values, so the query string (and the SWR key) holds only what is chosen. */
function chosen<T extends object>(filter: T): T {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as T;
}

export const useAdminMembers = (filter: MemberFilter) => useApiGet<AdminMemberPage>('/admin/members', chosen(filter));
export const useAdminMember = (id: number | null) => useApiGet<AdminMemberDetail>(id === null ? null : '/admin/member', { id });
export const useMemberDisable = () => useApiPost<{ id: number; reason: string }, AdminMemberDetail>('/admin/member_disable', { noErrorModal: true });
export const useMemberEnable = () => useApiPost<{ id: number; reason: string }, AdminMemberDetail>('/admin/member_enable', { noErrorModal: true });

export const useAuditLog = (filter: AuditFilter) => useApiGet<AuditPage>('/admin/audit', chosen(filter));

export const useAdminExpressCompanies = () => useApiGet<AdminExpressCompany[]>('/admin/express_companies');
export type ExpressCompanyFields = Omit<AdminExpressCompany, 'id' | 'createdAt' | 'updatedAt'>;
export const useExpressCreate = () => useApiPost<ExpressCompanyFields, AdminExpressCompany>('/admin/express_company_create', { noErrorModal: true });
export const useExpressUpdate = () =>
  useApiPost<ExpressCompanyFields & { id: number }, AdminExpressCompany>('/admin/express_company_update', { noErrorModal: true });
export const useExpressDelete = () => useApiPost<{ id: number }, { id: number }>('/admin/express_company_delete');

export const useAdminPlacements = (list: PlacementListName, page: number) => useApiGet<AdminPlacementPage>('/admin/placements', { list, page, pageSize: 50 });
export type PlacementFields = {
  list: PlacementListName;
  cas: string;
  label?: string | null;
  promotionPriceCents?: number | null;
  note?: string | null;
  startsAt?: string;
  endsAt?: string | null;
};
export const usePlacementCreate = () => useApiPost<PlacementFields, { id: number }>('/admin/placement_create', { noErrorModal: true });
export const usePlacementDelete = () => useApiPost<{ id: number }, { id: number }>('/admin/placement_delete');
export const usePlacementMove = () => useApiPost<{ id: number; direction: 'up' | 'down' }, { id: number; position: number }>('/admin/placement_move');

export const useDirectSuppliers = () => useApiGet<DirectSupplier[]>('/admin/direct_suppliers');
export const useDirectSupplierCreate = () =>
  useApiPost<{ account: string; label?: string }, DirectSupplier>('/admin/direct_supplier_create', { noErrorModal: true });
export const useDirectSupplierDelete = () => useApiPost<{ sellerId: number }, { sellerId: number }>('/admin/direct_supplier_delete');

/** Re-reads every cached page of a console list after a change (all filters and pages of it). */
export function useRefreshAdmin() {
  const { mutate } = useSWRConfig();
  return (url: string) => mutate((key) => key === url || (Array.isArray(key) && key[0] === url));
}

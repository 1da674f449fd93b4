import type { z } from 'zod';
import type { MemberDetailSchema, MemberPageSchema } from '@/lib/contracts/admin/schema';
import type { AuditPageSchema } from '@/lib/contracts/audit/schema';
import type { AdminExpressCompanySchema } from '@/lib/contracts/express/schema';
import type { AdminPlacementPageSchema, DirectSupplierSchema } from '@/lib/contracts/merchandising/admin-schema';
import { useCall, useCallMutation, useRefreshCalls } from './swr';
import { adminMemberContract, adminMemberDisableContract, adminMemberEnableContract, adminMembersContract } from '@/lib/contracts/admin/calls';
import { auditListContract } from '@/lib/contracts/audit/calls';
import { adminOutboxContract, adminOutboxRetryContract } from '@/lib/contracts/outbox/calls';
import type { OutboxItemSchema, OutboxPageSchema } from '@/lib/contracts/outbox/schema';
import { adminExpressCreateContract, adminExpressDeleteContract, adminExpressListContract, adminExpressUpdateContract } from '@/lib/contracts/express/calls';
import {
  adminDirectSupplierCreateContract,
  adminDirectSupplierDeleteContract,
  adminDirectSuppliersContract,
  adminPlacementCreateContract,
  adminPlacementDeleteContract,
  adminPlacementMoveContract,
  adminPlacementsContract,
} from '@/lib/contracts/merchandising/admin-calls';

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
export type OutboxPage = z.infer<typeof OutboxPageSchema>;
export type OutboxItem = z.infer<typeof OutboxItemSchema>;
export type OutboxFilter = { status?: Exclude<OutboxItem['status'], 'sent'>; page: number; pageSize: number };

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

export const useAdminMembers = (filter: MemberFilter) => useCall(adminMembersContract, chosen(filter));
export const useAdminMember = (id: number | null) => useCall(adminMemberContract, id === null ? null : { id });
export const useMemberDisable = () => useCallMutation(adminMemberDisableContract, { noErrorModal: true });
export const useMemberEnable = () => useCallMutation(adminMemberEnableContract, { noErrorModal: true });

export const useAuditLog = (filter: AuditFilter) => useCall(auditListContract, chosen(filter));

export const useAdminExpressCompanies = () => useCall(adminExpressListContract);
export type ExpressCompanyFields = Omit<AdminExpressCompany, 'id' | 'createdAt' | 'updatedAt'>;
export const useExpressCreate = () => useCallMutation(adminExpressCreateContract, { noErrorModal: true });
export const useExpressUpdate = () => useCallMutation(adminExpressUpdateContract, { noErrorModal: true });
export const useExpressDelete = () => useCallMutation(adminExpressDeleteContract);

export const useAdminPlacements = (list: PlacementListName, page: number) => useCall(adminPlacementsContract, { list, page, pageSize: 50 });
export type PlacementFields = {
  list: PlacementListName;
  cas: string;
  label?: string | null;
  promotionPriceCents?: number | null;
  note?: string | null;
  startsAt?: string;
  endsAt?: string | null;
};
export const usePlacementCreate = () => useCallMutation(adminPlacementCreateContract, { noErrorModal: true });
export const usePlacementDelete = () => useCallMutation(adminPlacementDeleteContract);
export const usePlacementMove = () => useCallMutation(adminPlacementMoveContract);

export const useDirectSuppliers = () => useCall(adminDirectSuppliersContract);
export const useDirectSupplierCreate = () => useCallMutation(adminDirectSupplierCreateContract, { noErrorModal: true });
export const useDirectSupplierDelete = () => useCallMutation(adminDirectSupplierDeleteContract);

export const useAdminOutbox = (filter: OutboxFilter) => useCall(adminOutboxContract, chosen(filter));
export const useOutboxRetry = () => useCallMutation(adminOutboxRetryContract);

/** Re-reads every cached page of the member list after a change (all filters and pages of it). */
export const useRefreshAdminMembers = () => useRefreshCalls(adminMembersContract);

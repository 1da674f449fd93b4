import { z } from 'zod';

export const InvoiceCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
});

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  memberType: z.enum(['teacher', 'student', 'licence']),
  roles: z.object({ buyer: z.boolean(), seller: z.boolean() }),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});

const GoodsByStatus = z.object({ pending: z.number().int(), onShelf: z.number().int(), offShelf: z.number().int() });

export const MemberHomeSchema = z.object({
  member: MemberInfoSchema,
  lastLoginAt: z.string().nullable(),
  /** A seller's goods by review state; null for a member who does not sell. */
  goods: GoodsByStatus.nullable(),
});

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
  createdAt: z.string(),
});

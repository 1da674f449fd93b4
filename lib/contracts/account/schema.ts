import { z } from 'zod';

export const MemberInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  memberType: z.enum(['teacher', 'student', 'licence']),
  roles: z.object({ buyer: z.boolean(), seller: z.boolean(), operator: z.boolean().describe('平台运营人员：可进入运营后台 /admin') }),
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

export const ProfileSchema = z.object({
  memberType: z.enum(['teacher', 'student', 'licence']),
  /** False until the member has saved the profile once. */
  complete: z.boolean(),
  kind: z.enum(['person', 'company']),
  realName: z.string(),
  organisationName: z.string().nullable(),
  creditCode: z.string().nullable(),
  address: z.string().nullable(),
  licence: z.object({ id: z.number().int(), name: z.string(), url: z.string() }).nullable(),
  updatedAt: z.string().nullable(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined));

export const ProfileInput = z.object({
  realName: z.string().trim().min(1, '请填写联系人姓名').max(40),
  organisationName: optionalText(100),
  creditCode: optionalText(18),
  licenceUploadId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .nullable()
    .transform((v) => v ?? undefined),
  address: optionalText(200),
});

export const UploadInput = z.object({
  file: z.instanceof(File, { message: '请选择要上传的文件' }),
  purpose: z
    .enum(['licence', 'recharge_proof', 'certificate', 'coa', 'invoice', 'message', 'sds'])
    .default('licence')
    .describe(
      'licence：机构营业执照（完善资料）；recharge_proof：线下转账凭证（充值）；certificate：资质证书（store_certificate）；coa：批次检验报告（商品）；invoice：订单发票（仅 PDF）；message：询价沟通消息的附件；sds：安全技术说明书（商品，仅 PDF）',
    ),
});

export const UploadedFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
});

import { normalizeCas } from '@/lib/shared/cas';
import { z } from 'zod';
import { intField } from '@/lib/contracts/fields';
import { MAX_RECORD_ID, PageQuery, pageSchema, recordId } from '@/lib/contracts/pagination';
import { chinaToday, isChinaDay } from '@/lib/shared/china-day';
import {
  CERTIFICATE_KIND_KEYS,
  CERTIFICATE_SCOPES,
  CERTIFICATE_STATUSES,
  isOpenEnded,
  kindLabel,
  kindsOfScope,
  normalizeNumber,
  numberProblem,
  SCOPE_LABELS,
} from '@/lib/shared/certificates';

const certificateId = recordId('证书编号不正确').describe('证书编号');
const scope = z.enum(CERTIFICATE_SCOPES, { message: '证书类别应为 buyer（购买资质）或 supplier（供应商资质）' });

/** A calendar date as the certificate prints it. */
function dateField(label: string) {
  return z
    .string({ message: `请填写${label}` })
    .trim()
    .refine(isChinaDay, { message: `${label}应为日期，格式 YYYY-MM-DD` });
}

/** The permits that name substances and quantities (易制毒 / 易制爆 / 剧毒 purchase permits and filings). */
export const QUANTITY_KINDS: readonly string[] = [
  'precursor_purchase_permit',
  'precursor_filing_certificate',
  'explosive_precursor_permit',
  'highly_toxic_purchase_permit',
];
export const MAX_ALLOWANCES = 20;

/** store_certificate: a new certificate, or (with `id`) a replacement of one's own, which goes back to review. */
export const CertificateInput = z
  .object({
    id: certificateId.optional().describe('修改已有证书时传入；修改后重新进入待审核'),
    scope: scope
      .default('buyer')
      .describe('buyer：购买资质（易制毒、易制爆、剧毒、危化品经营）与实名认证（居民身份证）；supplier：供应商资质（营业执照、危化品许可证，仅卖家）'),
    kind: z.enum(CERTIFICATE_KIND_KEYS as [string, ...string[]], { message: '请选择证书类型' }).describe('证书类型（见 lib/shared/certificates.ts）'),
    number: z
      .string({ message: '请填写证书编号' })
      .trim()
      .min(1, '请填写证书编号')
      .max(60, '证书编号不能超过 60 个字符')
      .describe('证书编号；营业执照为统一社会信用代码；居民身份证为 18 位公民身份号码（校验位正确，末位可为 X）'),
    holder: z
      .string({ message: '请填写持证单位' })
      .trim()
      .min(1, '请填写持证单位')
      .max(100, '持证单位不能超过 100 个字')
      .describe('持证单位（或持证人）名称；居民身份证为本人姓名'),
    validFrom: dateField('有效期开始日期').describe('有效期开始，YYYY-MM-DD'),
    validTo: dateField('有效期截止日期').optional().nullable().describe('有效期截止，YYYY-MM-DD；营业执照和居民身份证可不填（长期）'),
    uploadId: recordId('请上传证书文件').describe('证书文件：本人 POST /api/upload_file（purpose=certificate）得到的 id'),
    allowances: z
      .array(
        z.object({
          cas: z
            .string({ message: '请填写 CAS 号' })
            .trim()
            .refine((v) => normalizeCas(v) !== null, 'CAS 号不正确：格式如 7664-93-9，末位为校验位')
            .transform((v) => normalizeCas(v) as string),
          quantity: z.number({ message: '请填写许可数量' }).positive('许可数量须大于 0').max(1e9, '许可数量过大'),
          unitCode: z.enum(['mg', 'g', 'kg', 't', 'mL', 'L'], { message: '许可数量的单位只能是 mg、g、kg、t、mL 或 L' }),
        }),
      )
      .max(MAX_ALLOWANCES, `一份许可证最多列 ${MAX_ALLOWANCES} 个品种`)
      .optional()
      .describe('许可证所列品种与数量（易制毒、易制爆、剧毒品购买许可证必填，至少一项）；订单付款时扣减，取消或退款时退回'),
  })
  .superRefine((v, ctx) => {
    const kind = v.kind as (typeof CERTIFICATE_KIND_KEYS)[number];
    if (v.allowances?.length && !QUANTITY_KINDS.includes(kind))
      ctx.addIssue({ code: 'custom', path: ['allowances'], message: `${kindLabel(kind)}不列许可数量` });
    if (QUANTITY_KINDS.includes(kind) && !v.allowances?.length)
      ctx.addIssue({ code: 'custom', path: ['allowances'], message: `请按${kindLabel(kind)}所列填写品种与数量（至少一项）` });
    const cas = v.allowances?.map((a) => normalizeCas(a.cas)) ?? [];
    if (new Set(cas).size !== cas.length) ctx.addIssue({ code: 'custom', path: ['allowances'], message: '同一品种只能列一次' });
    if (!kindsOfScope(v.scope).includes(kind)) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: `${kindLabel(kind)}不属于${SCOPE_LABELS[v.scope]}` });
      return;
    }
    const problem = numberProblem(kind, normalizeNumber(kind, v.number));
    if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
    if (!v.validTo) {
      if (!isOpenEnded(kind)) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '请填写有效期截止日期' });
      return;
    }
    if (v.validTo <= v.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '有效期截止日期应晚于开始日期' });
    else if (v.validTo < chinaToday()) ctx.addIssue({ code: 'custom', path: ['validTo'], message: '证书已过有效期，请上传有效的证书' });
  })
  .transform((v) => {
    const kind = v.kind as (typeof CERTIFICATE_KIND_KEYS)[number];
    return { ...v, kind, number: normalizeNumber(kind, v.number), validTo: v.validTo || null };
  });

export const CertificateIdInput = z.object({ id: certificateId });

export const CertificateListQuery = PageQuery.extend({
  scope: scope.optional().describe('只看一类：buyer 或 supplier；不传时两类都列出'),
});

const FileSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('上传时的文件名（仅作显示）'),
  contentType: z.string(),
  url: z.string().describe('/files/<id>：本人和运营人员可查看'),
});

export const CertificateSchema = z.object({
  id: z.number().int(),
  scope: scope,
  kind: z.string(),
  kindLabel: z.string().describe('证书类型中文名'),
  number: z.string(),
  holder: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable().describe('null：长期'),
  status: z.enum(CERTIFICATE_STATUSES).describe('pending 待审核，approved 已通过，rejected 未通过，expired 已过期（按截止日期）'),
  statusLabel: z.string(),
  rejectReason: z.string().nullable().describe('未通过的原因（运营人员填写）'),
  revision: z.number().int().describe('会员每保存一次加 1；审核须带上所看到的版本'),
  file: FileSchema.nullable(),
  allowances: z
    .array(
      z.object({
        cas: z.string(),
        quantity: z.number().describe('许可数量（g 或 mL）'),
        base: z.enum(['g', 'mL']),
        used: z.number().describe('已用于订单的数量'),
        remaining: z.number().describe('剩余数量'),
        label: z.string().describe('如“剩余 1.5 kg / 共 2 kg”'),
      }),
    )
    .describe('许可证所列品种与数量'),
  countsQuantities: z.boolean().describe('按所列数量核算（易制毒、易制爆、剧毒品购买许可证）；false：不按数量核算的证书，或启用数量核算之前保存的许可证'),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const CertificatePageSchema = pageSchema(CertificateSchema).describe('最近修改的在前');

export const CertificateDeletedSchema = z.object({ id: z.number().int().describe('已删除的证书编号') });

/** GET /api/admin/certificates */
export const AdminCertificateQuery = PageQuery.extend({
  status: z.enum(CERTIFICATE_STATUSES).optional().describe('按状态筛选（expired 按截止日期判断）；待审核按提交先后排列'),
  memberId: recordId('会员编号不正确').optional().describe('只看这位会员的证书'),
  scope: scope.optional(),
});

export const AdminCertificateSchema = CertificateSchema.extend({
  memberId: z.number().int(),
  username: z.string().describe('会员用户名'),
  memberName: z.string().describe('会员名称（有公司名时为公司名）'),
});

export const AdminCertificatePageSchema = pageSchema(AdminCertificateSchema);

/** POST /api/admin/certificate_review */
export const CertificateReviewInput = z
  .object({
    id: certificateId,
    revision: intField('证书版本号 revision', { min: 1, max: MAX_RECORD_ID }).describe('审核时看到的版本号；会员其后改过证书则拒绝审核'),
    decision: z.enum(['approve', 'reject'], { message: '审核结果应为 approve（通过）或 reject（驳回）' }),
    reason: z.string().trim().max(200, '驳回原因不能超过 200 个字').optional().nullable().describe('驳回原因，会员可见；驳回时必填'),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && (!v.reason || v.reason.length < 2))
      ctx.addIssue({ code: 'custom', path: ['reason'], message: '请填写驳回原因（至少 2 个字），会员将看到它' });
  });

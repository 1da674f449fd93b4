import { z } from 'zod';
import { pageSchema, recordId } from '@/lib/contracts/pagination';
import { AREA_HINT, DETAIL_MAX, DETAIL_MIN, normalizeContactPhone, PHONE_HINT, POSTCODE_RULE, RECEIVER_MAX, resolveAreaPath } from '@/lib/shared/address-rules';

/** An id in a body or query; coerced, so form-encoded bodies work too. */
const addressId = recordId('收货地址编号不正确').describe('收货地址编号');

/** The fields of one address, as the form sends them (create, and update with `id`). */
const addressFields = {
  receiver: z
    .string({ message: '请填写收货人' })
    .trim()
    .min(1, '请填写收货人')
    .max(RECEIVER_MAX, `收货人不能超过 ${RECEIVER_MAX} 个字`)
    .describe('收货人姓名，1–20 个字'),
  phone: z
    .string({ message: '请填写收货人电话' })
    .trim()
    .min(1, '请填写收货人电话')
    .refine((v) => normalizeContactPhone(v) !== null, `收货人电话不正确：${PHONE_HINT}`)
    .transform((v) => normalizeContactPhone(v) as string)
    .describe('收货人电话：11 位手机号、带区号的固定电话（020-12345678）或带国家码的号码（+85291234567）'),
  areaCodes: z
    .union([z.array(z.string().trim().max(12)).max(3), z.string().trim().max(40)], { message: `请选择所在地区：${AREA_HINT}` })
    .transform((v, ctx) => {
      const codes =
        typeof v === 'string'
          ? v
              .split(',')
              .map((c) => c.trim())
              .filter(Boolean)
          : v;
      const path = resolveAreaPath(codes);
      if (!path) {
        ctx.issues.push({ code: 'custom', input: v, message: `所在地区不正确：${AREA_HINT}` });
        return z.NEVER;
      }
      return path;
    })
    .describe('所在地区：省、市、区县的代码（取自内置地区列表），数组或以逗号分隔；市下没有区县时只需两级'),
  detail: z
    .string({ message: '请填写详细地址' })
    .trim()
    .min(DETAIL_MIN, `详细地址至少 ${DETAIL_MIN} 个字（街道、门牌号等）`)
    .max(DETAIL_MAX, `详细地址不能超过 ${DETAIL_MAX} 个字`)
    .describe('详细地址：街道、门牌号、楼栋房间，5–120 个字'),
  postcode: z
    .string()
    .trim()
    .optional()
    .nullable()
    .refine((v) => !v || POSTCODE_RULE.test(v), '邮政编码应为 6 位数字')
    .transform((v) => (v ? v : null))
    .describe('邮政编码，6 位数字，可不填'),
  isDefault: z.boolean().optional().describe('设为默认地址；不传或 false 时不改变默认地址'),
};

export const AddressInput = z.object(addressFields);
export const AddressUpdateInput = z.object({ id: addressId, ...addressFields });
export const AddressIdInput = z.object({ id: addressId });

export const AddressSchema = z.object({
  id: z.number().int().describe('收货地址编号'),
  receiver: z.string().describe('收货人'),
  phone: z.string().describe('收货人电话（手机号 11 位；固定电话形如 020-12345678）'),
  areaCodes: z.array(z.string()).describe('省、市、区县代码'),
  areaLabel: z.string().describe('所在地区名称，如“广东省 广州市 天河区”'),
  detail: z.string().describe('详细地址'),
  postcode: z.string().nullable().describe('邮政编码'),
  isDefault: z.boolean().describe('是否默认地址；有地址时恰有一个默认'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const AddressPageSchema = pageSchema(AddressSchema).describe('默认地址在前，其余按最近修改排序');

export const AddressDeletedSchema = z.object({
  id: z.number().int().describe('已删除的收货地址编号'),
  defaultId: z.number().int().nullable().describe('删除后的默认地址编号；没有地址时为 null'),
});

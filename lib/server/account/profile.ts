import type { z } from 'zod';
import { nowIso, type Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { isValidCreditCode } from '@/lib/shared/credit-code';
import type { ProfileInput, ProfileSchema } from '@/lib/contracts/account/schema';
import { getMemberInfo } from './service';
import { findOwnUpload } from '@/lib/server/uploads/service';

export type Profile = z.infer<typeof ProfileSchema>;

export async function getProfile(db: Db, memberId: number): Promise<Profile> {
  const member = await getMemberInfo(db, memberId);
  const row = await db.selectFrom('memberProfiles').selectAll().where('memberId', '=', memberId).executeTakeFirst();
  const licence = row?.licenceUploadId ? await findOwnUpload(db, memberId, row.licenceUploadId) : undefined;
  return {
    memberType: member.memberType,
    complete: row !== undefined,
    kind: row?.kind ?? (member.memberType === 'licence' ? 'company' : 'person'),
    realName: row?.realName ?? '',
    organisationName: row?.organisationName ?? null,
    creditCode: row?.creditCode ?? null,
    address: row?.address ?? null,
    licence: licence ? { id: licence.id, name: licence.originalName, url: `/files/${licence.id}` } : null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Saves the profile. A Licence registrant is an organisation: it needs the
 * organisation's name, a valid unified social credit code and its licence
 * file. Teachers and students are people; their institution is optional.
 */
export async function saveProfile(db: Db, memberId: number, input: z.infer<typeof ProfileInput>): Promise<Profile> {
  const member = await getMemberInfo(db, memberId);
  const company = member.memberType === 'licence';
  if (company) {
    if (!input.organisationName) throw new AppError(ErrorCode.PROFILE_INVALID, '机构注册须填写机构名称');
    if (!input.creditCode || !isValidCreditCode(input.creditCode)) {
      throw new AppError(ErrorCode.PROFILE_INVALID, '统一社会信用代码不正确：应为 18 位，末位为校验码');
    }
    if (!input.licenceUploadId) throw new AppError(ErrorCode.PROFILE_INVALID, '机构注册须上传营业执照或经营许可证');
  }
  if (input.licenceUploadId && !(await findOwnUpload(db, memberId, input.licenceUploadId))) {
    throw new AppError(ErrorCode.PROFILE_INVALID, '许可证文件不存在，请重新上传');
  }
  const values = {
    kind: company ? ('company' as const) : ('person' as const),
    realName: input.realName,
    organisationName: input.organisationName ?? null,
    creditCode: company ? input.creditCode!.toUpperCase() : null,
    licenceUploadId: input.licenceUploadId ?? null,
    address: input.address ?? null,
    updatedAt: nowIso(),
  };
  await db
    .insertInto('memberProfiles')
    .values({ memberId, ...values })
    .onConflict((oc) => oc.column('memberId').doUpdateSet(values))
    .execute();
  return getProfile(db, memberId);
}

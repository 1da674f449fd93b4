import type { z } from 'zod';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { saveCreditLine } from '@/lib/server/credit/service';
import { isOrganisationCustomer } from '@/lib/server/orders/queries';
import type { SaveCreditLineInput } from '@/lib/contracts/credit/schema';

/**
 * seller_credit_line_save: a seller grants or changes payment terms only for
 * an organisation that has bought from them in its own name (decision
 * 0160); any other answers as one that does not exist, so an id tells a
 * seller nothing about organisations they never dealt with.
 */
export async function grantCreditLine(db: Db, sellerId: number, input: z.output<typeof SaveCreditLineInput>) {
  if (!(await isOrganisationCustomer(db, sellerId, input.organisationId)))
    throw new AppError(ErrorCode.CREDIT_LINE_NOT_FOUND, '组织不存在，或还没有以组织名义向您下过单');
  return saveCreditLine(db, sellerId, input);
}

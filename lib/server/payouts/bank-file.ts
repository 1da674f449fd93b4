import { addTableSheet, newWorkbook } from '@/lib/server/core/xlsx';
import type { Db } from '@/lib/server/core/db';
import { AppError, ErrorCode } from '@/lib/server/core/errors';
import { ACCOUNT_TYPE_LABELS, type AccountType } from '@/lib/shared/collecting-accounts';
import { batchByNo } from './batches';
import * as repo from './repo';
import { PAYOUT_PURPOSE_LABELS } from './transitions';

/*
 * The bank-transfer file of an approved batch (批量代付 / 批量转账), for a
 * platform that pays by hand through its corporate online bank: one row per
 * payout with the columns the banks' batch-payment templates ask for (序号,
 * 收款账号, 收款户名, 收款银行, 开户行/支行, 金额(元), 用途/附言, 对公/对私,
 * 业务参考号), amounts as numbers with two decimals, account numbers as text
 * (never 6.22E+18), and a total row the operator checks against the bank's
 * summary before signing. A second sheet says what the batch is.
 */

export const BANK_FILE_COLUMNS = ['序号', '收款账号', '收款户名', '收款银行', '开户行/支行', '金额(元)', '用途/附言', '对公/对私', '业务参考号'] as const;

/** Spreadsheet formulas in a name typed by a member stay text (=, +, -, @ at the start). */
function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export async function batchBankFile(db: Db, batchNo: string): Promise<{ bytes: Buffer; fileName: string }> {
  const batch = await batchByNo(db, batchNo);
  if (batch.status !== 'approved' && batch.status !== 'sent') {
    throw new AppError(ErrorCode.PAYOUT_BATCH_TRANSITION_INVALID, '批次批准后才能下载银行转账文件', { status: batch.status });
  }
  const payouts = await repo.payoutsOfBatch(db, batch.id);
  const workbook = newWorkbook();
  const sheet = addTableSheet(
    workbook,
    '批量代付',
    BANK_FILE_COLUMNS.map((header, i) => ({ header, key: `c${i}`, width: [6, 24, 30, 18, 26, 14, 30, 10, 20][i]! })),
  );
  sheet.getColumn(2).numFmt = '@';
  sheet.getColumn(6).numFmt = '0.00';
  payouts.forEach((p, i) => {
    sheet.addRow([
      i + 1,
      p.accountNumber,
      safeText(p.accountHolder),
      p.accountBankName,
      safeText(p.accountBranch ?? ''),
      Number(p.amountCents) / 100,
      `${PAYOUT_PURPOSE_LABELS[p.purpose]} ${p.payoutNo}`,
      p.accountType === 'corporate' ? '对公' : '对私',
      p.payoutNo,
    ]);
  });
  const total = payouts.reduce((s, p) => s + Number(p.amountCents), 0);
  const totalRow = sheet.addRow(['合计', `${payouts.length} 笔`, '', '', '', total / 100, '', '', batch.batchNo]);
  totalRow.font = { bold: true };

  const about = workbook.addWorksheet('说明');
  about.columns = [
    { header: '项目', key: 'k', width: 16 },
    { header: '内容', key: 'v', width: 70 },
  ];
  about.addRows([
    { k: '批次号', v: batch.batchNo },
    { k: '笔数', v: payouts.length },
    { k: '合计金额(元)', v: (total / 100).toFixed(2) },
    { k: '账户类型', v: Object.values(ACCOUNT_TYPE_LABELS as Record<AccountType, string>).join(' / ') + '：见“对公/对私”列' },
    { k: '说明', v: '按网银批量代付（批量转账）模板上传；付款后由打款机构通知或运营确认每笔结果。业务参考号即提现单号。' },
  ]);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, fileName: `批量代付-${batch.batchNo}.xlsx` };
}

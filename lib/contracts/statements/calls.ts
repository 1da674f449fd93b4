import { z } from 'zod';
import { defineContract } from '@/lib/contracts/contract';
import { XLSX_TYPE } from '@/lib/contracts/orders/document-calls';
import { StatementFileQuery, StatementQuery, StatementSchema } from '@/lib/contracts/statements/schema';

/*
 * A member's monthly statement of their deposit (对账单): the page's JSON,
 * the PDF and the .xlsx. The member comes from the session only: nobody
 * can ask for someone else's. The two files are `file` routes: the page
 * downloads them with fetchFile; API clients sign as for every call.
 */

const FileAnswer = z.unknown().describe('文件内容（不是信封）');

export const statementContract = defineContract({
  operationId: 'memberStatement',
  method: 'GET',
  path: '/api/member/statement',
  summary: '我的月度对账单：期初、各项收支（充值、销售货款、平台佣金、退款、支付、提现/结算、调整）、期末，以及本月资金变动（分页）；月份按北京时间',
  tag: 'Statements',
  auth: 'member',
  query: StatementQuery,
  response: StatementSchema,
});

export const statementPdfContract = defineContract({
  operationId: 'memberStatementPdf',
  method: 'GET',
  path: '/api/member/statement_pdf',
  summary: '月度对账单 PDF（汇总与本月资金变动，内嵌中文字体）',
  tag: 'Statements',
  auth: 'member',
  query: StatementFileQuery,
  response: FileAnswer,
  file: { contentType: 'application/pdf' },
});

export const statementXlsxContract = defineContract({
  operationId: 'memberStatementXlsx',
  method: 'GET',
  path: '/api/member/statement_xlsx',
  summary: '月度对账单 Excel（.xlsx：“汇总”与“资金明细”两张表，金额为元、两位小数）',
  tag: 'Statements',
  auth: 'member',
  query: StatementFileQuery,
  response: FileAnswer,
  file: { contentType: XLSX_TYPE },
});

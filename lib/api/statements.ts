import type { z } from 'zod';
import { useCall } from './swr';
import { downloadFile } from './sales';
import type { StatementSchema } from '@/lib/contracts/statements/schema';
import { statementContract, statementPdfContract, statementXlsxContract } from '@/lib/contracts/statements/calls';

export type Statement = z.infer<typeof StatementSchema>;

/** The member's statement of a Beijing month with one page of its movements. */
export const useStatement = (month: string, page: number) => useCall(statementContract, { month, page, pageSize: 20 }, { noErrorModal: true });

/** The statement's files through the signed client: a refusal (a future month) comes back as a message, not a JSON page. */
export const downloadStatementPdf = (month: string) => downloadFile(statementPdfContract, { month }, `对账单-${month}.pdf`);
export const downloadStatementXlsx = (month: string) => downloadFile(statementXlsxContract, { month }, `对账单-${month}.xlsx`);

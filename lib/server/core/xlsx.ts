import ExcelJS from 'exceljs';

/*
 * The one way our .xlsx files start: a workbook by ChemMart, and table sheets
 * whose bold header row stays in view while scrolling (exports, registers,
 * indexes, bank files, templates).
 */

export type SheetColumn = { header: string; key: string; width: number };

export function newWorkbook(created?: Date): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = 'ChemMart';
  if (created) book.created = created;
  return book;
}

/** A sheet of rows under one bold, frozen header row. */
export function addTableSheet(book: ExcelJS.Workbook, name: string, columns: readonly SheetColumn[]): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, key, width }) => ({ header, key, width }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { OpenWorkbook, SheetSink } from './generateReport.js';
import type { Cell, SheetSpec } from './reportSheets.js';

/** What exceljs writes in a cell: amounts become numbers with their own format, the rest as they are. */
type CellValue = string | number | Date | null;

/**
 * The production workbook: exceljs's streaming WorkbookWriter, rows committed as they come so none is kept.
 * Styles are on (date and currency formats); shared strings are off, which keeps memory flat on long sheets
 * (each text is written inline instead of collected into one table until the end).
 */
export const exceljsWorkbook: OpenWorkbook = (stream: Writable) => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  return {
    addSheet: (spec) => addSheet(workbook, spec),
    commit: async () => {
      await workbook.commit();
      // exceljs resolves once the zip is finished; the file is complete when the file stream has flushed.
      if (!stream.writableFinished)
        await new Promise<void>((resolve, reject) => {
          stream.once('finish', resolve);
          stream.once('error', reject);
        });
    },
  };
};

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, spec: SheetSpec): SheetSink {
  const sheet = workbook.addWorksheet(spec.name, {
    views: [{ rightToLeft: spec.rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  // Setting headers on the columns writes the one header row.
  sheet.columns = spec.columns.map((column) => ({
    header: column.header,
    width: column.width,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  return {
    addRow(cells: Cell[]) {
      const row = sheet.addRow(cells.map(valueOf));
      cells.forEach((cell, index) => {
        if (cell !== null && typeof cell === 'object' && !(cell instanceof Date))
          row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
    },
    commit: () => sheet.commit(),
  };
}

function valueOf(cell: Cell): CellValue {
  if (cell === null || typeof cell !== 'object' || cell instanceof Date) return cell;
  return cell.amount;
}

import ExcelJS from 'exceljs';

export interface ReadSheet {
  name: string;
  rightToLeft: boolean;
  /** Rows frozen at the top (the header). */
  frozenRows: number;
  headers: string[];
  /** The rows under the header, each cell as exceljs reads it back (dates as Date, amounts as numbers). */
  rows: unknown[][];
  /** The number format of each cell of `rows`. */
  formats: string[][];
}

/** Reads a workbook the way a spreadsheet program would, with exceljs's reader, into plain values. */
export async function readWorkbook(file: Buffer | Uint8Array): Promise<ReadSheet[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets.map((sheet) => {
    const view = sheet.views[0] as { rightToLeft?: boolean; state?: string; ySplit?: number } | undefined;
    const rows: unknown[][] = [];
    const formats: string[][] = [];
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const cells: unknown[] = [];
      const cellFormats: string[] = [];
      for (let column = 1; column <= sheet.columnCount; column += 1) {
        const cell = row.getCell(column);
        cells.push(cell.value ?? null);
        cellFormats.push(cell.numFmt ?? '');
      }
      rows.push(cells);
      formats.push(cellFormats);
    });
    const headers: string[] = [];
    sheet.getRow(1).eachCell((cell) => headers.push(String(cell.value)));
    return {
      name: sheet.name,
      rightToLeft: view?.rightToLeft === true,
      frozenRows: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0,
      headers,
      rows,
      formats,
    };
  });
}

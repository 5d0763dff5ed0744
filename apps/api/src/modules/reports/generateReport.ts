import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/transaction.js';
import { fromMicros, toMicros } from '../../money/decimal.js';
import { CURRENCIES, type Currency } from '../ledger/index.js';
import { periodOf, type ReportPeriod } from './reportRange.js';
import { recordReportProgress, type ReportRow } from './reportRepository.js';
import {
  orderRow,
  orderSheet,
  transactionRow,
  transactionSheet,
  type Cell,
  type SheetSpec,
} from './reportSheets.js';
import { countReportRows, orderBatches, transactionBatches } from './reportSources.js';
import { balanceRow, movementRow, statementSheet } from './statementSheets.js';
import {
  availableAccountOf,
  balanceBefore,
  countStatementRows,
  statementBatches,
} from './statementSources.js';

/** One sheet being written: rows go out as they come and are not kept. */
export interface SheetSink {
  addRow(cells: Cell[]): void;
  /** Ends the sheet (its rows can no longer change). */
  commit(): void;
}

/** A workbook written as a stream (exceljs's streaming WorkbookWriter behind it in production). */
export interface WorkbookSink {
  /** A sheet with one header row, frozen, right to left when `rightToLeft`. */
  addSheet(spec: SheetSpec): SheetSink;
  /** Ends the workbook and resolves once every byte is in `stream`. */
  commit(): Promise<void>;
}

export type OpenWorkbook = (stream: Writable) => WorkbookSink;

/** Reports live here, under the upload dir: outside any web root, reached only through downloadReport. */
export const reportsDir = (uploadDir: string) => join(uploadDir, 'reports');

/**
 * Writes the report's workbook to `reports/<storageName>` (owner-only) and returns its size. Rows are read
 * in keyset batches and the writer is given a timer's turn after each one: exceljs's stream applies no
 * back-pressure, so without a pause a long report would pile up in memory before reaching the disk.
 */
export async function generateReport(
  db: Db,
  report: ReportRow,
  file: { uploadDir: string; storageName: string },
  openWorkbook: OpenWorkbook,
): Promise<{ size: number }> {
  const dir = reportsDir(file.uploadDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const path = join(dir, file.storageName);
  const stream = createWriteStream(path, { mode: 0o600, flags: 'wx' });
  try {
    const workbook = openWorkbook(stream);
    const period = periodOf(report.from_date, report.to_date);
    const { locale } = report;

    let rowsDone = 0;
    const rowsTotal =
      (await countStatementRows(db, report.user_id, period)) +
      (await countReportRows(db, report.user_id, period));
    await recordReportProgress(db, report.id, { rowsTotal, rowsDone });
    // After each batch: the progress the list shows, and the timer's turn that lets the file stream drain.
    const batchWritten = async (rows: number) => {
      rowsDone += rows;
      await recordReportProgress(db, report.id, { rowsDone });
      await sleep(1);
      if (stream.writableNeedDrain) await once(stream, 'drain');
    };

    for (const currency of CURRENCIES)
      await writeStatement(db, workbook, { report, currency, period }, batchWritten);

    const transactions = workbook.addSheet(transactionSheet(locale));
    for await (const batch of transactionBatches(db, report.user_id, period)) {
      for (const line of batch) transactions.addRow(transactionRow(line, locale));
      await batchWritten(batch.length);
    }
    transactions.commit();

    const orders = workbook.addSheet(orderSheet(locale));
    for await (const batch of orderBatches(db, report.user_id, period)) {
      for (const line of batch) orders.addRow(orderRow(line, locale));
      await batchWritten(batch.length);
    }
    orders.commit();

    await workbook.commit();
    return { size: (await stat(path)).size };
  } catch (error) {
    stream.destroy();
    await rm(path, { force: true });
    throw error;
  }
}

/**
 * A currency's statement sheet, as a bank's: the available balance before the period (summed in SQL from
 * the books), each movement with the balance after it, and the closing balance, all added as exact
 * decimals (micro-units), so opening + the movements = closing to the last Toman or micro-Tether.
 */
async function writeStatement(
  db: Db,
  workbook: WorkbookSink,
  { report, currency, period }: { report: ReportRow; currency: Currency; period: ReportPeriod },
  batchWritten: (rows: number) => Promise<void>,
): Promise<void> {
  const { locale } = report;
  const sheet = workbook.addSheet(statementSheet(locale, currency));
  const accountId = await availableAccountOf(db, report.user_id, currency);
  let balance = accountId ? toMicros(await balanceBefore(db, accountId, period.start)) : 0n;
  sheet.addRow(balanceRow('openingBalance', period.start, fromMicros(balance), currency, locale));
  if (accountId)
    for await (const batch of statementBatches(db, { id: accountId, userId: report.user_id }, period)) {
      for (const line of batch) {
        balance += toMicros(line.amount);
        sheet.addRow(movementRow(line, fromMicros(balance), currency, locale));
      }
      await batchWritten(batch.length);
    }
  const lastMinute = new Date(period.end.getTime() - 60_000);
  sheet.addRow(balanceRow('closingBalance', lastMinute, fromMicros(balance), currency, locale));
  sheet.commit();
}

// One side of the report bench in a process of its own, so its peak memory is its own: `job` writes the
// seeded person's report through the report job (rows read from PostgreSQL in keyset pages, progress
// recorded, exceljsWorkbook); `direct` writes the same cells with exceljs's streaming writer straight from
// memory, the least any exceljs program can do. Prints one JSON line: milliseconds, peak RSS, file size.
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';

const dist = new URL('../../apps/api/dist/', import.meta.url);
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const [mode, databaseUrl, userId, from, to, transactions, orders] = process.argv.slice(2);
const dir = mkdtempSync(join(tmpdir(), 'sarraf-bench-report-'));

async function throughTheJob() {
  const { createDb } = await import(new URL('db/createDb.js', dist));
  const { generatePendingReports, exceljsWorkbook } = await import(new URL('modules/reports/index.js', dist));
  const { db } = await createDb({ databaseUrl });
  try {
    await db
      .insertInto('reports')
      .values({
        user_id: userId,
        from_date: from,
        to_date: to,
        locale: 'fa',
        file_name: 'bench.xlsx',
        created_at: new Date(),
      })
      .execute();
    const started = performance.now();
    const done = await generatePendingReports({
      db,
      now: () => new Date(),
      uploadDir: dir,
      openWorkbook: exceljsWorkbook,
      onError: (error) => {
        throw error;
      },
    });
    const ms = performance.now() - started;
    if (done.ready !== 1) throw new Error(`the job did not write the report: ${JSON.stringify(done)}`);
    const row = await db
      .selectFrom('reports')
      .select('size')
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow();
    return { ms, size: Number(row.size) };
  } finally {
    await db.destroy();
  }
}

/** The same cells as the job writes for the seeded rows (same row builders), written with exceljs alone. */
async function directly() {
  const ExcelJS = require('exceljs');
  const sheets = await import(new URL('modules/reports/reportSheets.js', dist));
  const file = join(dir, 'direct.xlsx');
  const stream = createWriteStream(file);
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  const start = new Date(`${from}T00:00:00+03:30`).getTime();
  const write = async (spec, count, line) => {
    const sheet = workbook.addWorksheet(spec.name, {
      views: [{ rightToLeft: spec.rightToLeft, state: 'frozen', ySplit: 1 }],
    });
    sheet.columns = spec.columns.map((c) => ({
      header: c.header,
      width: c.width,
      ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
    }));
    for (let i = 1; i <= count; i += 1) {
      const cells = line(i);
      const row = sheet.addRow(
        cells.map((cell) =>
          cell && typeof cell === 'object' && !(cell instanceof Date) ? cell.amount : cell,
        ),
      );
      cells.forEach((cell, index) => {
        if (cell && typeof cell === 'object' && !(cell instanceof Date))
          row.getCell(index + 1).numFmt = cell.numFmt;
      });
      row.commit();
      // exceljs's stream has no back-pressure: any long write must give the file stream its turn.
      if (i % 2000 === 0) await sleep(1);
    }
    sheet.commit();
  };
  await write(sheets.transactionSheet('fa'), Number(transactions), (i) =>
    sheets.transactionRow(
      {
        id: String(i),
        created_at: new Date(start + i * 60_000),
        type: i % 2 ? 'Withdraw' : 'Deposit',
        currency: 'IRT',
        amount: String(1_000_000 + i),
        fee: '0',
        status: 'Pending',
        reference: i % 2 ? null : `TRK${i}`,
        destination: i % 2 ? 'IR062960000000100324200001' : null,
      },
      'fa',
    ),
  );
  await write(sheets.orderSheet('fa'), Number(orders), (i) =>
    sheets.orderRow(
      {
        id: String(i),
        created_at: new Date(start + i * 60_000),
        base_symbol: 'USDT',
        quote_symbol: 'IRT',
        side: 'Buy',
        status: 'Filled',
        amount: '1000000',
        price: '100000',
        fee_value: '1000',
        paid: '1000000',
        received: '9.99',
      },
      'fa',
    ),
  );
  await workbook.commit();
  if (!stream.writableFinished) await new Promise((resolve) => stream.once('finish', resolve));
  return { ms: performance.now() - started, size: statSync(file).size };
}

try {
  const result = mode === 'job' ? await throughTheJob() : await directly();
  // maxRSS is in kibibytes: the process's peak resident memory, whatever the garbage collector did.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ ...result, peakMb }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

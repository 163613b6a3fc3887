// The print shop's command line (issue 14): lists orders with the state of their print files, and exports them.
//
//   npm run print-files -- list [--limit=50]
//   npm run print-files -- export AT-20261124-000042 [--out=print-out]
//   npm run print-files -- export --all [--out=print-out]
//
// It reads the shop's database and print files directly (DATA_DIR / DATABASE_URL, as the server does), so it needs
// no token and no running server: whoever can run it on the shop's machine may read the files anyway.
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { createServices } from '../server/services';

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flag = (name: string) => rest.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  const config = readConfig();
  const db = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db.kysely, db.dialect);
    const { print } = createServices(db, config);
    if (command === 'list') {
      const orders = await print.recentOrders(Number(flag('limit') ?? 50));
      if (orders.length === 0) console.log('no orders');
      for (const { order, lines } of orders) {
        const printed = lines.filter((l) => l.printStatus !== 'none'); // the lines that are made
        const ready = printed.filter((l) => l.printStatus === 'ready').length;
        console.log(
          `${order.number}  ${order.createdAt}  ${order.status}  ${ready}/${printed.length} print files ready  ${order.contact.name}, ${order.contact.city}`,
        );
        for (const l of printed) console.log(`  line ${l.id}  ${l.printStatus}  ${l.quantity} x ${l.title}${l.printError ? `  (${l.printError})` : ''}`);
      }
      return 0;
    }
    if (command === 'export') {
      const out = path.resolve(flag('out') ?? 'print-out');
      const numbers = rest.includes('--all') ? (await print.recentOrders(10_000)).map((o) => o.order.number) : rest.filter((a) => !a.startsWith('--'));
      if (numbers.length === 0) throw new Error('name an order number, or --all');
      let written = 0;
      for (const number of numbers) {
        const found = await print.orderByNumber(number);
        if (!found) throw new Error(`no order ${number}`);
        for (const line of found.lines.filter((l) => l.printStatus !== 'none')) {
          const write = (name: string, bytes: Buffer) => {
            const file = path.join(out, number, name);
            fs.mkdirSync(path.dirname(file), { recursive: true });
            fs.writeFileSync(file, bytes);
            console.log(file);
            written++;
          };
          const proof = await print.file(line, 'proof');
          if (proof) write(`${number}-line-${line.id}-proof.png`, proof);
          const files = await print.filesOf(number, line.id);
          if (!files) {
            console.log(`${number} line ${line.id}: print files not ready (${line.printStatus}${line.printError ? `: ${line.printError}` : ''})`);
            continue;
          }
          // every file the line is made from, named by order, line, part and size (issue 27)
          for (const f of files) {
            const got = await print.fileOf(number, line.id, f.name);
            if (got) write(f.name, got.bytes);
          }
        }
      }
      console.log(`${written} file${written === 1 ? '' : 's'} written to ${out}`);
      return 0;
    }
    console.error('usage: print-files list [--limit=N] | export <order number>... | export --all [--out=DIR]');
    return 2;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

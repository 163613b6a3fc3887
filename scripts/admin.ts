// The back office's accounts (issue 28), from the shop's machine:
//
//   npm run admin -- add-user --email=owner@example.com [--name="Shop owner"]    (asks for the password)
//   printf '%s\n' "$PASSWORD" | npm run admin -- add-user --email=owner@example.com   (reads it from stdin)
//   npm run admin -- list-users
//
// The password is never an argument (the process list and the shell's history would keep it): it is typed at a prompt
// that does not echo it, or piped in. Adding an e-mail that exists sets its new password and ends its sessions. It
// opens the shop's database as the server does (DATA_DIR / DATABASE_URL).
import readline from 'node:readline';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrations';
import { createServices } from '../server/services';

/** The password: a prompt without echo on a terminal, else the first line of stdin. */
async function readPassword(input: NodeJS.ReadStream & { setRawMode?: (on: boolean) => void }, output: NodeJS.WriteStream): Promise<string> {
  if (!input.isTTY) {
    const rl = readline.createInterface({ input });
    for await (const line of rl) {
      rl.close();
      return line;
    }
    return '';
  }
  const ask = async (question: string) => {
    const rl = readline.createInterface({ input, output, terminal: true });
    // the typed characters are not written back to the terminal
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.includes(question)) output.write(question);
    };
    const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
    rl.close();
    output.write('\n');
    return answer;
  };
  const first = await ask('Password: ');
  if ((await ask('The same password again: ')) !== first) throw new Error('the two passwords differ');
  return first;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flag = (name: string) => rest.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (rest.some((a) => a.startsWith('--password'))) throw new Error('give the password at the prompt or on stdin, never as an argument');
  const config = readConfig();
  const db = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db.kysely, db.dialect);
    const { staff } = createServices(db, config);
    if (command === 'add-user') {
      const email = flag('email');
      if (!email) throw new Error('name the account: --email=owner@example.com');
      const password = await readPassword(process.stdin, process.stdout);
      const outcome = await staff.addUser({ email, name: flag('name') ?? email, password });
      console.log(outcome === 'added' ? `added ${email}: sign in at ${config.publicUrl}/admin` : `new password set for ${email}; its sessions are ended`);
      return 0;
    }
    if (command === 'list-users') {
      for (const u of await staff.list()) console.log(`${u.email}  ${u.name}`);
      return 0;
    }
    console.error('usage: npm run admin -- add-user --email=<address> [--name=<name>]  |  list-users');
    return 2;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`admin: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);

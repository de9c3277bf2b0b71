import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { emailField, nameField, passwordField } from '@common/api/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { users } from '../db/schema';
import { hashPassword } from '../lib/password';
import { isCommonPassword } from '../modules/auth/password-policy';

const USAGE = 'Használat: npm run create-admin -- <email> [--name "Teljes Név"]';

/** Asks for a password without echoing it (a TTY only). */
async function askPassword(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = true;
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: randomBytes(18).toString('base64url'), generated: true };
  const password = await askPassword('Jelszó (üresen hagyva generálunk egyet): ');
  if (!password) return { password: randomBytes(18).toString('base64url'), generated: true };
  const problem = passwordField.safeParse(password);
  if (!problem.success) throw new Error(problem.error.issues[0]?.message ?? 'Érvénytelen jelszó');
  if (isCommonPassword(password)) throw new Error('Ez a jelszó túl gyakori, válasszon másikat.');
  if ((await askPassword('Jelszó még egyszer: ')) !== password) throw new Error('A két jelszó nem egyezik.');
  return { password, generated: false };
}

/** `npm run create-admin -- <email>`: an administrator account, verified, ready to log in. */
async function run() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' } },
  });
  const email = emailField.safeParse(positionals[0] ?? '');
  if (!email.success)
    throw new Error(`${email.error.issues[0]?.message ?? 'Érvénytelen e-mail cím'}\n${USAGE}`);
  const name = nameField.safeParse(values.name ?? 'Adminisztrátor');
  if (!name.success) throw new Error(name.error.issues[0]?.message ?? 'Érvénytelen név');

  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const { password, generated } = await choosePassword();
    await database.db.insert(users).values({
      email: email.data,
      name: name.data,
      role: 'admin',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
    console.log(`Adminisztrátor létrehozva: ${email.data}`);
    if (generated) console.log(`Generált jelszó (csak most jelenik meg, jegyezze fel): ${password}`);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Error(`Ezzel az e-mail címmel már van fiók: ${email.data}`);
    throw error;
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  // Config, database and input problems carry a message meant for the operator.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

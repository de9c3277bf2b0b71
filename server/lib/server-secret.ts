import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * A secret the instances of one deployment share (`server_secrets`): the first instance to start stores
 * `make()`'s value, every instance reads the stored one (a concurrent first start loses nothing).
 */
export async function sharedServerSecret(db: Database, name: string, make: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}

import type { Redis } from 'ioredis';

/** Quits politely when connected; a client still waiting for Redis is simply dropped (never hangs). */
export async function closeRedis(client: Redis) {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

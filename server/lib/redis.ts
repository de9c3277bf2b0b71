import type { Redis } from 'ioredis';

/**
 * Deadlines of the app's Redis connections: a Redis that stops answering without closing the connection
 * (a network black hole) fails a command within a second instead of holding the request, and a
 * connection that gets no answer is dropped and made again (ioredis then fails commands at once until
 * it is back).
 */
export const REDIS_DEADLINES = { connectTimeout: 2000, commandTimeout: 1000, socketTimeout: 2000 } as const;

/** Quits politely when connected; a client still waiting for Redis is simply dropped (never hangs). */
export async function closeRedis(client: Redis) {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}

import net from 'node:net';

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis, SMTP, S3) that a test can break and mend on
 * the same port:
 * - `cut`: every connection is dropped and new ones are refused, as when the server stops;
 * - `stall`: connections stay open and new ones are accepted, but no byte passes either way (a black
 *   hole, as a network partition looks to the client): only the client's own deadlines end a wait;
 * - `restore`: listening again after a cut; after a stall the held bytes flow on, in order.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const pairs = new Set<Pair>();
  let stalled = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    const pair = new Pair(client, upstream, () => pairs.delete(pair));
    pairs.add(pair);
    if (stalled) pair.stall();
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    port,
    async cut() {
      stalled = false;
      if (!server.listening) return;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const pair of pairs) pair.destroy();
      await closed;
    },
    stall() {
      stalled = true;
      for (const pair of pairs) pair.stall();
    },
    async restore() {
      stalled = false;
      for (const pair of pairs) pair.flow();
      if (!server.listening) await listen(port);
    },
  };
}

/** One client connection and its upstream, forwarding both ways unless stalled. */
class Pair {
  private stalled = false;
  private readonly held: { to: net.Socket; chunk: Buffer | null }[] = [];

  constructor(
    private readonly client: net.Socket,
    private readonly upstream: net.Socket,
    private readonly closed: () => void,
  ) {
    this.forward(client, upstream);
    this.forward(upstream, client);
  }

  private forward(from: net.Socket, to: net.Socket) {
    from.on('data', (chunk: Buffer) => this.pass(to, chunk));
    from.on('end', () => this.pass(to, null));
    from.on('error', () => this.destroy());
    from.on('close', () => this.destroy());
  }

  /** A chunk (null: the end of the stream) goes on now, or waits while stalled. */
  private pass(to: net.Socket, chunk: Buffer | null) {
    if (this.stalled) this.held.push({ to, chunk });
    else if (chunk) to.write(chunk);
    else to.end();
  }

  stall() {
    this.stalled = true;
  }

  flow() {
    this.stalled = false;
    for (const { to, chunk } of this.held.splice(0)) {
      if (chunk) to.write(chunk);
      else to.end();
    }
  }

  destroy() {
    this.client.destroy();
    this.upstream.destroy();
    this.closed();
  }
}

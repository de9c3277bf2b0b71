import { SMTPServer } from 'smtp-server';

export interface SmtpPeer {
  port: number;
  /** The raw text of every mail the peer accepted, in order. */
  received: string[];
  stop(): Promise<void>;
}

/** A real SMTP server (smtp-server) on a free local port that keeps every mail it accepts. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

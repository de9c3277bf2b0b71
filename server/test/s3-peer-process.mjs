// A local S3-compatible server (s3rver) in a process of its own, started by s3-peer.ts:
// node s3-peer-process.mjs <directory> <bucket>. Prints {"port": n} once it listens; exits when its
// stdin closes, so it never outlives the test run that started it.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

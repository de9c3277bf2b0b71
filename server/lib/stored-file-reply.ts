import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import type { ByteRange, FileStorage, StoredObjectInfo } from './storage';

/**
 * Sends a stored file as the answer, streamed from whichever store holds it (never read whole into
 * memory): Content-Type, Content-Length, ETag, Last-Modified; `If-None-Match` gets a 304 and a single
 * `Range` a 206, both decided on the object's metadata before any bytes are fetched. The caller has
 * already decided who may read it; `headers` (Cache-Control, Content-Disposition) go only with the
 * file, never with an error. A missing object throws StoredObjectNotFound.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendOptions = {},
) {
  const ifNoneMatch = request.headers['if-none-match'];
  const rangeHeader = request.headers.range;
  const isHead = request.method === 'HEAD';
  let range: ByteRange | undefined;
  if (ifNoneMatch || rangeHeader || isHead) {
    const info = await storage.stat(key);
    if (ifNoneMatch && etagMatches(ifNoneMatch, info.etag)) {
      return validators(reply, info, options).code(304).send();
    }
    const wanted =
      rangeHeader && !isHead && ifRangeHolds(request.headers['if-range'], info)
        ? parseRange(rangeHeader, info.size)
        : undefined;
    if (wanted === 'unsatisfiable') {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${info.size}`)
        .send(errorBody('RANGE_NOT_SATISFIABLE', 'A kért bájttartomány nem érhető el.'));
    }
    if (isHead) {
      // Fastify drains a stream answer to HEAD; an empty one keeps the Content-Length set here.
      return describe(reply, info, options).header('Content-Length', info.size).send(Readable.from([]));
    }
    range = wanted;
  }
  const object = await storage.open(key, range ? { range } : {});
  describe(reply, object, options);
  if (object.range) {
    const { start, end } = object.range;
    reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${object.size}`)
      .header('Content-Length', end - start + 1);
  } else {
    reply.header('Content-Length', object.size);
  }
  return reply.send(object.body);
}

interface SendOptions {
  /** Instead of the stored type (chat files and invoices carry theirs). */
  contentType?: string;
  headers?: Record<string, string>;
}

function validators(reply: FastifyReply, info: StoredObjectInfo, options: SendOptions) {
  return reply
    .headers(options.headers ?? {})
    .header('ETag', info.etag)
    .header('Last-Modified', info.lastModified.toUTCString());
}

function describe(reply: FastifyReply, info: StoredObjectInfo, options: SendOptions) {
  return validators(reply, info, options)
    .header('Content-Type', options.contentType ?? info.contentType ?? 'application/octet-stream')
    .header('Accept-Ranges', 'bytes');
}

/** `If-None-Match`: `*` or a list of tags, compared weakly (a W/ prefix does not matter). */
export function etagMatches(header: string, etag: string) {
  if (header.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** `If-Range` (a strong tag or a date): the range applies only while the object is that version. */
function ifRangeHolds(header: string | string[] | undefined, info: StoredObjectInfo) {
  return header === undefined || header === info.etag || header === info.lastModified.toUTCString();
}

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n`, clamped to the object. Several ranges or a
 * malformed header are ignored (the whole file is sent, as HTTP allows).
 */
export function parseRange(header: string, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** A private PDF (an invoice) as a download, streamed from the store: never a public URL. */
export function sendPdf(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; filename: string },
) {
  return sendStoredFile(request, reply, storage, file.key, {
    contentType: 'application/pdf',
    headers: {
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

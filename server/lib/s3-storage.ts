import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadBucketCommand,
  HeadObjectCommand,
  type HeadObjectCommandOutput,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StorageConfig } from '../config';
import {
  assertStorageKey,
  type ByteRange,
  contentTypeOf,
  type FileStorage,
  mediaPath,
  type StoredObject,
  type StoredObjectInfo,
  StoredObjectNotFound,
} from './storage';

export type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/**
 * A streamed upload goes up in parts of this size, at most two at a time: about 10 MB of a file is in
 * memory at once, whatever its size (5 MB is the smallest part S3 accepts; 10,000 parts = 50 GB).
 */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** One client per process, shared by both stores (same bucket, two prefixes). */
export function createS3Client(config: S3StorageConfig) {
  const agent = { keepAlive: true, maxSockets: 128 };
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys in the config the SDK's own chain (environment, instance role) provides them.
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: the CRC trailers of newer SDKs are not understood by every
    // S3-compatible store (MinIO versions, Garage, local peers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails a request (and a readiness check) in seconds, not never; a download
    // may take long, but a store that stops sending (a network black hole) fails it after 15 s of
    // silence, and a failed request is tried once more only: an upload then answers 503 within about
    // half a minute instead of holding the request for minutes.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: 15_000,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
}

/**
 * Files in one S3-compatible bucket under a prefix (uploads/ or private/). The bucket stays private:
 * the site streams every file through its own routes, so no bucket URL is ever handed out.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    readonly bucket: string,
    readonly prefix: string,
    private readonly siteUrl = '',
  ) {}

  async put(key: string, data: Buffer | Readable, options: { contentType?: string } = {}) {
    const params = {
      Bucket: this.bucket,
      Key: this.objectKey(key),
      ContentType: options.contentType ?? contentTypeOf(key) ?? 'application/octet-stream',
    };
    if (data instanceof Buffer) {
      await this.client.send(new PutObjectCommand({ ...params, Body: data, ContentLength: data.length }));
      return;
    }
    // A stream of unknown length: multipart, part by part, so memory stays bounded.
    await new Upload({
      client: this.client,
      params: { ...params, Body: data },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    }).done();
  }

  async get(key: string) {
    const response = await this.getObject(key);
    if (!response.Body) throw new Error('S3 response without a body');
    return Buffer.from(await response.Body.transformToByteArray());
  }

  async stat(key: string): Promise<StoredObjectInfo> {
    let response: HeadObjectCommandOutput;
    try {
      response = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
    } catch (error) {
      throw translate(error, key);
    }
    return {
      size: response.ContentLength ?? 0,
      etag: response.ETag ?? '""',
      contentType: response.ContentType,
      lastModified: response.LastModified ?? new Date(0),
    };
  }

  async open(key: string, options: { range?: ByteRange } = {}): Promise<StoredObject> {
    const { range } = options;
    const response = await this.getObject(key, range);
    // With a range, the whole size is the part after the slash of Content-Range ("bytes 0-9/1234").
    const total = range ? Number(response.ContentRange?.split('/')[1]) : Number.NaN;
    return {
      size: Number.isFinite(total) ? total : (response.ContentLength ?? 0),
      etag: response.ETag ?? '""',
      contentType: response.ContentType,
      lastModified: response.LastModified ?? new Date(0),
      body: bodyOf(response),
      range,
    };
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async ping() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  urlFor(key: string) {
    return mediaPath(key);
  }

  absoluteUrlFor(key: string) {
    return `${this.siteUrl}${mediaPath(key)}`;
  }

  private async getObject(key: string, range?: ByteRange) {
    try {
      return await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: this.objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
    } catch (error) {
      throw translate(error, key);
    }
  }

  private objectKey(key: string) {
    assertStorageKey(key);
    return `${this.prefix}${key}`;
  }
}

/** In Node the SDK answers with the HTTP response itself: a Readable, sent on without buffering. */
function bodyOf(response: GetObjectCommandOutput): Readable {
  if (!(response.Body instanceof Readable)) throw new Error('S3 response without a readable body');
  return response.Body;
}

/**
 * A missing key is NoSuchKey (GET) or a bare 404 NotFound (HEAD, which has no body to say more): both
 * become StoredObjectNotFound. A missing bucket on GET (NoSuchBucket) stays an error of its own.
 */
function translate(error: unknown, key: string) {
  const name = (error as { name?: unknown }).name;
  return name === 'NoSuchKey' || name === 'NotFound' ? new StoredObjectNotFound(key) : error;
}

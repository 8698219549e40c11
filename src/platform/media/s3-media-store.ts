import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../config/app-config.js';
import { MEDIA_URL_PREFIX, type MediaFile, MediaStore, mediaContentType, type StoredMedia } from './media-store.js';

/**
 * Content-addressed objects in an S3-compatible bucket shared by every instance. Objects stay private:
 * the app serves them at `/media/…` like the disk store's files. This module is imported only when
 * MEDIA_S3_BUCKET is set, so an instance on the disk store never loads the AWS SDK.
 */
export class S3MediaStore extends MediaStore {
  private constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {
    super();
  }

  /** A store on the configured bucket, once the bucket answers: a wrong setting stops the start. */
  static async connect(config: S3MediaConfig): Promise<S3MediaStore> {
    const client = new S3Client({
      region: config.region,
      credentials: config.credentials,
      ...(config.endpoint
        ? {
            endpoint: config.endpoint,
            forcePathStyle: true,
            // S3-compatible services do not all take the SDK's default checksums: send them only when required.
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
    try {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    } catch (error) {
      client.destroy();
      const reason = error instanceof Error ? error.name : String(error);
      throw new Error(
        `The media bucket ${config.bucket} cannot be reached (${reason}${config.endpoint ? ` at ${config.endpoint}` : ''}): check the MEDIA_S3_* settings.`,
        { cause: error },
      );
    }
    return new S3MediaStore(client, config.bucket);
  }

  save(bytes: Buffer, extension: string): Promise<string> {
    return this.saveAs(`${createHash('sha256').update(bytes).digest('hex')}.${extension}`, bytes);
  }

  /** A put replaces the object whole: parallel saves of the same bytes all succeed. */
  async saveAs(name: string, bytes: Buffer): Promise<string> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentType: mediaContentType(name) ?? 'application/octet-stream',
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return `${MEDIA_URL_PREFIX}${name}`;
  }

  async open(name: string): Promise<MediaFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? mediaContentType(name) ?? 'application/octet-stream',
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredMedia> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { name: object.Key, modifiedAt: object.LastModified };
      }
    }
  }

  async modifiedAt(name: string): Promise<Date | undefined> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }))).LastModified;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  /** Closes the client's connections when the app stops (Nest calls this for the provider). */
  onApplicationShutdown(): void {
    this.client.destroy();
  }
}

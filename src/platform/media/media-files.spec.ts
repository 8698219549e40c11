import { once } from 'node:events';
import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import express from 'express';
import { mediaFiles } from './media-files.js';
import { type MediaFile, MediaStore } from './media-store.js';

/** A store whose `open` answers only when the test says so. */
class HeldStore extends MediaStore {
  readonly opening: Promise<void>;
  private opened!: () => void;
  private answer!: (file: MediaFile) => void;

  constructor() {
    super();
    this.opening = new Promise((resolve) => (this.opened = resolve));
  }

  save(): Promise<string> {
    throw new Error('not used');
  }

  saveAs(): Promise<string> {
    throw new Error('not used');
  }

  list(): AsyncIterable<never> {
    throw new Error('not used');
  }

  modifiedAt(): Promise<Date | undefined> {
    throw new Error('not used');
  }

  remove(): Promise<void> {
    throw new Error('not used');
  }

  open(): Promise<MediaFile | undefined> {
    this.opened();
    return new Promise((resolve) => (this.answer = resolve));
  }

  release(file: MediaFile): void {
    this.answer(file);
  }
}

it('closes the file and logs nothing when the client leaves while the file is being opened', async () => {
  const store = new HeldStore();
  const serveMedia = mediaFiles(store);
  let handled!: Promise<void>;
  const app = express();
  app.use('/media', (req, res) => void (handled = serveMedia(req, res)));
  const server = createServer(app);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  try {
    const closed = new Promise<void>((resolve) => server.once('request', (_req, res) => res.once('close', resolve)));
    const request = get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/media/photo.png' });
    request.on('error', () => undefined);
    await store.opening;
    request.destroy();
    await closed;

    const body = Readable.from([Buffer.from('png bytes')]);
    store.release({ body, size: 9, contentType: 'image/png' });
    await handled;

    expect(body.destroyed).toBe(true);
    expect(logged).not.toHaveBeenCalled();
  } finally {
    logged.mockRestore();
    server.close();
  }
});

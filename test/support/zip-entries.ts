import { fromBuffer, type Entry } from 'yauzl';

/** Every file of a zip: its path and bytes. */
export function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      file.on('entry', (entry: Entry) => {
        file.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            file.readEntry();
          });
          stream.on('error', reject);
        });
      });
      file.on('end', () => resolve(entries));
      file.on('error', reject);
      file.readEntry();
    });
  });
}

/** Waits until `read` answers something `done` accepts (a background job finishing), checking every 100 ms for at most `ms`. */
export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still not done after ${ms} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

import { Injectable } from '@nestjs/common';
import { ZipFile } from 'yazl';
import { type ArchiveBuilder, ArchiveWriter } from '../../application/ports/archive-writer.js';

/** Zip files written with yazl, in memory (an export of a few hundred recipes with pictures is tens of MB). */
@Injectable()
export class YazlArchiveWriter extends ArchiveWriter {
  start(): ArchiveBuilder {
    const zip = new ZipFile();
    const chunks: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
      zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
      zip.outputStream.on('error', reject);
    });
    return {
      // Pictures are JPEG already: stored, not deflated again.
      add: (path, bytes) => zip.addBuffer(bytes, path, { compress: !path.endsWith('.jpg') }),
      finish: () => {
        zip.end();
        return done;
      },
    };
  }
}

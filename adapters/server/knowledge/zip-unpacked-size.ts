import yauzl from 'yauzl';

export type UnpackedSize = 'within' | 'over' | 'unreadable';

/**
 * Whether a ZIP archive (a DOCX) unpacks to at most `limit` bytes, judged before any parser inflates it:
 * first by the sizes its central directory states, then by inflating every entry with `yauzl` and
 * counting, stopping at the limit, since a directory can understate. Nothing inflated is kept. An
 * archive yauzl cannot read (bad directory, unsafe names, corrupt data) is `unreadable`.
 */
export async function zipUnpackedSize(bytes: Uint8Array, limit: number): Promise<UnpackedSize> {
  let zip: yauzl.ZipFile;
  const entries: yauzl.Entry[] = [];
  try {
    // Sizes are counted here, not checked by yauzl: an understated entry must meet the limit, not a mismatch.
    zip = await yauzl.fromBufferPromise(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true, autoClose: false, validateEntrySizes: false });
    for await (const entry of zip.eachEntry()) entries.push(entry);
  } catch {
    return 'unreadable';
  }
  try {
    if (entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0) > limit) return 'over';
    let unpacked = 0;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      if (!entry.canDecodeFileData()) return 'unreadable';
      const stream = await zip.openReadStreamPromise(entry);
      try {
        for await (const part of stream) {
          unpacked += (part as Buffer).byteLength;
          if (unpacked > limit) return 'over';
        }
      } finally {
        stream.destroy();
      }
    }
    return 'within';
  } catch {
    return 'unreadable';
  } finally {
    zip.close();
  }
}

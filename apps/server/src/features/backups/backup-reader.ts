const NEWLINE = 10;
/** A COPY block ends with the line `\.`: "\n\\.\n" after a row, or "\\.\n" at once when empty. */
const END_AFTER_ROW = Buffer.from('\n\\.\n');

/**
 * Reads a backup's decompressed bytes: a line at a time between the blocks, and each COPY
 * block's rows as they come, in chunks, up to its `\.` line (backup-format.ts). Nothing is held
 * beyond one chunk and a partial line.
 */
export class BackupReader {
  private buffer: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next().catch((err: unknown) => {
      throw new BackupFileError(`The backup file cannot be read: ${(err as Error).message}`);
    });
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, next.value]) : next.value;
    return true;
  }

  /** The next line without its line break; null at the end of the file. */
  async readLine(): Promise<string | null> {
    for (;;) {
      const end = this.buffer.indexOf(NEWLINE);
      if (end !== -1) {
        const line = this.buffer.subarray(0, end).toString('utf8');
        this.buffer = this.buffer.subarray(end + 1);
        return line;
      }
      if (!(await this.fill())) {
        if (this.buffer.length > 0) throw new BackupFileError('The backup file ends in the middle of a line');
        return null;
      }
    }
  }

  /** The rows of the COPY block that starts here (each ending in "\n"); consumes its `\.` line. */
  async *copyRows(table: string): AsyncGenerator<Buffer> {
    for (;;) {
      const b = this.buffer;
      if (b.length >= 3 && b[0] === 0x5c && b[1] === 0x2e && b[2] === NEWLINE) {
        this.buffer = b.subarray(3);
        return;
      }
      const end = b.indexOf(END_AFTER_ROW);
      if (end !== -1) {
        this.buffer = b.subarray(end + END_AFTER_ROW.length);
        yield b.subarray(0, end + 1);
        return;
      }
      // Whole rows go now; a partial last line (perhaps the start of `\.`) waits for more bytes.
      const lastRowEnd = b.lastIndexOf(NEWLINE);
      if (lastRowEnd !== -1) {
        this.buffer = b.subarray(lastRowEnd + 1);
        yield b.subarray(0, lastRowEnd + 1);
      }
      if (!(await this.fill())) throw new BackupFileError(`The backup file ends inside the rows of ${table}`);
    }
  }
}

/** The file is not a backup this code can read, or it is cut or damaged. */
export class BackupFileError extends Error {}

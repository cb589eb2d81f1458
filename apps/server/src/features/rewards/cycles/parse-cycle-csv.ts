/**
 * A strict, streaming CSV reader for cycle files (`uid,amount`, header optional): RFC 4180 quotes
 * ("" inside a quoted field), CRLF, LF or CR line ends, a UTF-8 byte-order mark, blank lines
 * skipped. Records carry the line they start on. A malformed record (a quote inside an unquoted
 * field, text after a closing quote) becomes a problem with its line and reading goes on at the
 * next line; an unterminated quote ends the file with a problem. Feed it chunks of any size.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export interface CsvProblem {
  line: number;
  reason: string;
}

export type CsvItem = { record: CsvRecord } | { problem: CsvProblem };

type State = 'fieldStart' | 'unquoted' | 'quoted' | 'quoteInQuoted' | 'skipLine';

export class CycleCsvReader {
  private state: State = 'fieldStart';
  private field = '';
  private fields: string[] = [];
  private line = 1;
  private recordLine = 1;
  private started = false;
  private lastWasCr = false;
  private out: CsvItem[] = [];

  /** Reads a chunk; returns the records and problems it completed. */
  push(chunk: string): CsvItem[] {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    for (const ch of text) this.read(ch);
    return this.take();
  }

  /** Ends the input; returns what the last line completed. */
  end(): CsvItem[] {
    if (this.state === 'quoted') {
      this.out.push({ problem: { line: this.recordLine, reason: 'unterminated quoted field' } });
    } else if (this.state !== 'skipLine') {
      this.endRecord();
    }
    this.state = 'fieldStart';
    return this.take();
  }

  private take(): CsvItem[] {
    const items = this.out;
    this.out = [];
    return items;
  }

  private read(ch: string) {
    // "\r\n" is one line end: the "\n" after a "\r" was already counted.
    if (ch === '\n' && this.lastWasCr) {
      this.lastWasCr = false;
      return;
    }
    this.lastWasCr = ch === '\r';
    const lineEnd = ch === '\n' || ch === '\r';

    switch (this.state) {
      case 'skipLine':
        if (lineEnd) this.newLine(true);
        return;
      case 'quoted':
        if (ch === '"') this.state = 'quoteInQuoted';
        else {
          this.field += lineEnd ? '\n' : ch;
          if (lineEnd) this.line += 1;
        }
        return;
      case 'quoteInQuoted':
        if (ch === '"') {
          this.field += '"';
          this.state = 'quoted';
        } else if (ch === ',') this.nextField();
        else if (lineEnd) this.newLine(false);
        else this.fail('unexpected text after a closing quote');
        return;
      case 'fieldStart':
        if (ch === '"') {
          this.state = 'quoted';
          return;
        }
        this.state = 'unquoted';
        this.readUnquoted(ch, lineEnd);
        return;
      case 'unquoted':
        this.readUnquoted(ch, lineEnd);
        return;
    }
  }

  private readUnquoted(ch: string, lineEnd: boolean) {
    if (ch === ',') this.nextField();
    else if (lineEnd) this.newLine(false);
    else if (ch === '"') this.fail('quote inside an unquoted field');
    else this.field += ch;
  }

  private nextField() {
    this.fields.push(this.field);
    this.field = '';
    this.state = 'fieldStart';
  }

  private fail(reason: string) {
    this.out.push({ problem: { line: this.recordLine, reason } });
    this.fields = [];
    this.field = '';
    this.state = 'skipLine';
  }

  private newLine(skipped: boolean) {
    if (!skipped) this.endRecord();
    this.line += 1;
    this.recordLine = this.line;
    this.state = 'fieldStart';
  }

  private endRecord() {
    this.fields.push(this.field);
    const blank = this.fields.length === 1 && this.fields[0]?.trim() === '';
    if (!blank) this.out.push({ record: { line: this.recordLine, fields: this.fields } });
    this.fields = [];
    this.field = '';
  }
}

/** Every record and problem of a CSV given as text or as a stream of text chunks, in order. */
export async function* readCycleCsv(input: string | AsyncIterable<string>): AsyncGenerator<CsvItem> {
  const reader = new CycleCsvReader();
  if (typeof input === 'string') {
    yield* reader.push(input);
  } else {
    for await (const chunk of input) yield* reader.push(chunk);
  }
  yield* reader.end();
}

import { describe, expect, it } from 'vitest';
import { checkCsv, checkRows, contentHash, rowReasons } from '../../src/features/rewards/cycles/cycle-rows';
import { CycleCsvReader, readCycleCsv } from '../../src/features/rewards/cycles/parse-cycle-csv';

async function items(input: string | AsyncIterable<string>) {
  const out = [];
  for await (const item of readCycleCsv(input)) out.push(item);
  return out;
}

async function* chunks(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size);
}

describe('cycle CSV reader', () => {
  it('reads records with the line each starts on: BOM, CRLF, blank lines, quotes', async () => {
    const csv =
      '\uFEFFuid,amount\r\n12345678,10.5\r\n\r\n"23456789","1,5"\n  \n"345""6789",7\r"4567\n8901",2';
    expect(await items(csv)).toEqual([
      { record: { line: 1, fields: ['uid', 'amount'] } },
      { record: { line: 2, fields: ['12345678', '10.5'] } },
      { record: { line: 4, fields: ['23456789', '1,5'] } },
      { record: { line: 6, fields: ['345"6789', '7'] } },
      { record: { line: 7, fields: ['4567\n8901', '2'] } },
    ]);
  });

  it('reports malformed records by line and reads on at the next line', async () => {
    const csv = 'uid,amount\n12"34,5\n"1234"x,5\n11111111,1\n"open,1\n22222222,2\n';
    expect(await items(csv)).toEqual([
      { record: { line: 1, fields: ['uid', 'amount'] } },
      { problem: { line: 2, reason: 'quote inside an unquoted field' } },
      { problem: { line: 3, reason: 'unexpected text after a closing quote' } },
      { record: { line: 4, fields: ['11111111', '1'] } },
      { problem: { line: 5, reason: 'unterminated quoted field' } },
    ]);
  });

  it('reads the same records whatever the chunk boundaries', async () => {
    const csv = '\uFEFFuid,amount\r\n"1""2",3\r\n\r\n45678901,"0.5"\r\n"a\r\nb",c\r\n99999999,1';
    const whole = await items(csv);
    for (let size = 1; size <= csv.length; size++) expect(await items(chunks(csv, size))).toEqual(whole);
  });

  it('counts a CRLF split over two chunks as one line end', () => {
    const reader = new CycleCsvReader();
    expect(reader.push('11111111,1\r')).toEqual([{ record: { line: 1, fields: ['11111111', '1'] } }]);
    expect([...reader.push('\n22222222,2\r'), ...reader.end()]).toEqual([
      { record: { line: 2, fields: ['22222222', '2'] } },
    ]);
  });
});

describe('cycle rows', () => {
  it('accepts uid,amount rows with or without a header and reports the others by line', async () => {
    const csv = [
      'uid,amount', // 1: header
      '12345678,10.5', // 2
      '12345678,3', // 3: duplicate
      'abc,3', // 4
      '23456789,-1', // 5
      '34567890,0', // 6
      '45678901,1e3', // 7
      '56789012,1.0000000000000000001', // 8: 19 decimals
      '67890123,5,extra', // 9
      ' 78901234 , 0.000000000000000001 ', // 10: spaces trimmed, 18 decimals
      '01234567,1', // 11: no leading zero in a UID
      '89012345,1000000000000000', // 12: 10^15
    ].join('\n');
    expect(await checkCsv(csv)).toEqual({
      totalRows: 11,
      accepted: [
        { line: 2, uid: '12345678', amount: '10.5' },
        { line: 10, uid: '78901234', amount: '0.000000000000000001' },
      ],
      rejected: [
        { line: 3, reason: rowReasons.duplicate(2) },
        { line: 4, reason: rowReasons.uid },
        { line: 5, reason: rowReasons.amount },
        { line: 6, reason: rowReasons.zero },
        { line: 7, reason: rowReasons.amount },
        { line: 8, reason: rowReasons.amount },
        { line: 9, reason: rowReasons.columns(3) },
        { line: 11, reason: rowReasons.uid },
        { line: 12, reason: rowReasons.amount },
      ],
    });
    const noHeader = await checkCsv('12345678,10.50\n');
    expect(noHeader).toEqual({
      totalRows: 1,
      accepted: [{ line: 1, uid: '12345678', amount: '10.5' }],
      rejected: [],
    });
  });

  it('counts a header-like row after data as a bad row, and syntax problems as rejected rows', async () => {
    const result = await checkCsv('12345678,1\nuid,amount\n"oops,1\n');
    expect(result.rejected).toEqual([
      { line: 2, reason: rowReasons.uid },
      { line: 3, reason: 'unterminated quoted field' },
    ]);
    expect(result.totalRows).toBe(3);
  });

  it('fingerprints the data, not the layout', async () => {
    const a = await checkCsv('uid,amount\r\n12345678,10.50\r\n23456789,2\r\n');
    const b = await checkCsv('"23456789","2.0"\n12345678,10.5');
    const c = checkRows([
      { line: 1, uid: '12345678', amount: '10.5' },
      { line: 2, uid: '23456789', amount: '2.01' },
    ]);
    expect(contentHash(a.accepted)).toBe(contentHash(b.accepted));
    expect(contentHash(a.accepted)).not.toBe(contentHash(c.accepted));
  });
});

import { inflateRawSync } from 'node:zlib';
import { buildCsv } from './csv';
import { buildXlsx, columnName, escapeXml } from './xlsx';
import { crc32, zipStore } from './zip';

/** Reads a ZIP through its central directory, the way spreadsheet programs do, checking every CRC. */
function readZip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true);
    const raw = bytes.subarray(start, start + view.getUint32(local + 18, true));
    const data = method === 0 ? raw : new Uint8Array(inflateRawSync(raw));
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    files.set(name, new TextDecoder().decode(data));
    at += 46 + nameLength;
  }
  return files;
}

test('crc32 matches the standard check value', () => {
  expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  expect(crc32(new Uint8Array())).toBe(0);
});

test('a stored zip reads back with every entry and CRC', () => {
  const files = readZip(
    zipStore([
      { name: 'a.txt', data: new TextEncoder().encode('salom') },
      { name: "o'zbek.txt", data: new Uint8Array() },
    ]),
  );
  expect([...files]).toEqual([
    ['a.txt', 'salom'],
    ["o'zbek.txt", ''],
  ]);
});

test('the xlsx package holds the workbook parts and the rows as inline strings and numbers', () => {
  const files = readZip(
    buildXlsx(
      [
        ['Mijoz', 'Miqdor'],
        ['Aziz <&> "A\'lo"', 5000],
      ],
      'Javoblar',
    ),
  );
  expect([...files.keys()]).toEqual([
    '[Content_Types].xml',
    '_rels/.rels',
    'xl/workbook.xml',
    'xl/_rels/workbook.xml.rels',
    'xl/worksheets/sheet1.xml',
  ]);
  expect(files.get('xl/workbook.xml')).toContain('<sheet name="Javoblar" sheetId="1" r:id="rId1"/>');
  const sheet = files.get('xl/worksheets/sheet1.xml')!;
  expect(sheet).toContain(
    '<c r="A2" t="inlineStr"><is><t xml:space="preserve">Aziz &lt;&amp;&gt; &quot;A\'lo&quot;</t></is></c>',
  );
  expect(sheet).toContain('<c r="B2"><v>5000</v></c>');
});

test('column names and XML escaping', () => {
  expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  expect(escapeXml('a\u0001b&')).toBe('ab&amp;');
});

test('csv: BOM, quoting, CRLF and formula-looking text defused', () => {
  expect(
    buildCsv([
      ['Ism', 'Izoh'],
      ['Aziz', 'Zo\'r, "juda"\nyaxshi'],
      ['=SUM(A1)', 12],
    ]),
  ).toBe('\uFEFFIsm,Izoh\r\nAziz,"Zo\'r, ""juda""\nyaxshi"\r\n\'=SUM(A1),12\r\n');
});

// The members CSV's guard against spreadsheet formulas (CSV injection), as a property of every text: the import reads
// back exactly what the export wrote, and no way of cutting the written text into cells leaves a formula at a cell's
// start. The export and import themselves are tested through the service (routes/chamberMembers.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCsv, guardCell, unguardCell } from './memberCsv.js';

/** Texts made of what matters here: formula characters, apostrophes, separators, line breaks, spaces, quotes, letters. */
const tricky = fc.string({ unit: fc.constantFrom('=', '+', '-', '@', "'", ',', ';', '\t', '\r', '\n', ' ', '"', 'a', '1', 'é'), maxLength: 24 });
/** Every cell a spreadsheet could make of a text: cut at any separator or line break, past the spaces and quotes it trims. */
const cellsOf = (text: string) => text.split(/[,;\t\r\n]/).map((cell) => cell.replace(/^[\s"]+/, ''));

describe('given any text written to the members CSV', () => {
  it('reads it back exactly as written', () => {
    fc.assert(fc.property(tricky, (text) => unguardCell(guardCell(text)) === text));
    fc.assert(fc.property(fc.string(), (text) => unguardCell(guardCell(text)) === text));
  });

  it('leaves no cell starting with a formula character, however a spreadsheet cuts it', () => {
    fc.assert(
      fc.property(tricky, (text) => {
        const written = guardCell(text);
        return !/^[=+\-@\t\r]/.test(written) && cellsOf(written).every((cell) => !/^[=+\-@]/.test(cell));
      }),
    );
  });

  it('changes a text without a formula character in reach of a cut not at all', () => {
    expect(guardCell('Conseil, audit ; formation')).toBe('Conseil, audit ; formation');
    expect(guardCell('Abidjan - Plateau')).toBe('Abidjan - Plateau');
    expect(guardCell('desc,=1+1,')).toBe("desc,'=1+1,");
    expect(guardCell(";=cmd|' /C calc'!A0;")).toBe(";'=cmd|' /C calc'!A0;");
  });
});

describe('given the bytes of an imported file', () => {
  const windows1252 = Buffer.from([0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9, 0x20, 0x64, 0x92, 0x80, 0x9c]);

  it('reads valid UTF-8 as UTF-8, and anything else as Windows-1252 (French Excel), its 0x80-0x9F included', () => {
    expect(decodeCsv(Buffer.from('Société d’État', 'utf8'))).toBe('Société d’État');
    expect(decodeCsv(windows1252)).toBe('Société d’€œ');
  });

  it('follows a byte order mark, then a declared charset', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Société', 'utf16le')]))).toBe('Société');
    expect(decodeCsv(Buffer.from([0x53, 0xe9]), 'iso-8859-15')).toBe('Sé');
    expect(decodeCsv(windows1252, 'windows-1252')).toBe('Société d’€œ');
    // an unknown charset: detected as without one
    expect(decodeCsv(windows1252, 'x-inconnu')).toBe('Société d’€œ');
  });

  it('gives U+FFFD for the bytes Windows-1252 leaves undefined (the import then refuses the file)', () => {
    expect(decodeCsv(Buffer.from([0x41, 0x81, 0x42]))).toBe('A\uFFFDB');
  });
});

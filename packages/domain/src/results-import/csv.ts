/**
 * Text of an uploaded CSV file: UTF-8 (with or without byte-order mark) when the bytes are valid
 * UTF-8, else Windows-1252, which German Excel writes by default ("CSV (Trennzeichen-getrennt)").
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    // `ignoreBOM: false` (the default) drops a leading byte-order mark.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => c1Windows1252[c.charCodeAt(0) - 0x80] || c);
  }
}

// Node before 23 decodes "windows-1252" as Latin-1, leaving bytes 0x80–0x9F as control characters;
// Windows-1252 puts the euro sign, typographic quotes and dashes there (five bytes stay undefined).
const c1Windows1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The separator of a sheet: the semicolon German Excel writes, or the comma, whichever the header line has more of outside quotes. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * Rows and cells of CSV text (RFC 4180 as Excel writes it): quoted cells may hold the separator,
 * line breaks and doubled quotes; lines end in CRLF or LF. Blank lines are left out.
 */
export function splitCsv(text: string): string[][] {
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endRow = () => {
    row.push(cell);
    if (row.some((c) => c.trim() !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

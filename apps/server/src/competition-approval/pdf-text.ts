import type { PDFFont } from 'pdf-lib';

/** Breaks a text into lines of at most `width` points at spaces; a single word wider than that is cut with an ellipsis. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines.map((line) => fit(line, font, size, width));
}

/** Shortens a text with an ellipsis so it fits `width` points. */
export function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** The largest size from `size` down to `min` at which the text fits `width` points on one line (`min` when none does). */
export function shrink(text: string, font: PDFFont, size: number, min: number, width: number): number {
  const natural = font.widthOfTextAtSize(text, size);
  if (natural <= width) return size;
  return Math.max(min, Math.floor(((size * width) / natural) * 10) / 10);
}

// A QR code drawn as an HTML table, for e-mail: mail clients block data: images and inline SVG, but every one of them
// draws table cells with a background colour. Runs of one colour in a row are merged (colspan) and light cells take the table's white, to keep the mail
// small (about 12 KB a code; Gmail clips a message over 102 KB).
import { encode } from 'uqr';

/** Pixels per module: 4 px gives a 29-module code (a 10-character reference plus the quiet zone) about 116 px. */
const MODULE_PX = 4;
/** The quiet zone of the QR standard, in modules. */
const QUIET_ZONE = 4;

/** The QR modules of the text, dark = true, with the quiet zone around them. */
export function qrModules(text: string): boolean[][] {
  return encode(text, { ecc: 'M', border: QUIET_ZONE }).data;
}

/** The QR code of the text as a table of dark and light cells, with a label for screen readers. */
export function qrTableHtml(text: string, label: string): string {
  const rows = qrModules(text).map((row) => {
    const cells: string[] = [];
    for (let i = 0; i < row.length;) {
      let j = i;
      while (j < row.length && row[j] === row[i]) j += 1;
      const span = j - i;
      // Light cells take the table's white; the attributes (not styles) are what every mail client honours.
      cells.push(
        `<td${span > 1 ? ` colspan="${span}"` : ''} width="${span * MODULE_PX}" height="${MODULE_PX}"${row[i] ? ' bgcolor="#000000"' : ''}></td>`,
      );
      i = j;
    }
    return `<tr>${cells.join('')}</tr>`;
  });
  const size = rows.length * MODULE_PX;
  return `<table role="img" aria-label="${label}" cellpadding="0" cellspacing="0" border="0" width="${size}" bgcolor="#ffffff" style="border-collapse:collapse;table-layout:fixed;width:${size}px;margin:8px 0;font-size:0;line-height:0">${rows.join('')}</table>`;
}

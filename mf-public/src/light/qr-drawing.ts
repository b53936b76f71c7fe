import qrcode from 'qrcode-generator';
import type { QrDrawing } from './wallet-types';

/**
 * `text` as a QR code (error correction M, the smallest version that holds it): one path of 1×1 module
 * rectangles, a row's neighbouring dark modules joined. Imported by the server only; the page gets the path.
 */
export function qrDrawing(text: string): QrDrawing {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size;) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < size && qr.isDark(row, col)) col++;
      path += `M${start} ${row}h${col - start}v1H${start}z`;
    }
  }
  return { size, path };
}

// Reads a PDF given on stdin the way a person and a phone do: its text per page, and each page rendered and scanned
// for a QR code, as a whole and by halves (a folded tent shows one half at a time). Prints
// { pages: string[], qr: [{ whole, top, bottom }] } as JSON (each the QR's text or null). Run as its own Node process because
// pdf.js loads its worker with a dynamic import(), which Jest's module sandbox does not allow.
const { PDFParse } = require('pdf-parse');
const { PNG } = require('pngjs');
const jsQR = require('jsqr');

async function main() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const parser = new PDFParse({ data: new Uint8Array(Buffer.concat(chunks)) });
  try {
    const text = await parser.getText();
    const shots = await parser.getScreenshot({ scale: 2, imageBuffer: true, imageDataUrl: false });
    const scan = (png, from, to) => {
      const rowBytes = png.width * 4;
      const pixels = new Uint8ClampedArray(png.data.subarray(from * rowBytes, to * rowBytes));
      const found = jsQR(pixels, png.width, to - from);
      return found ? found.data : null;
    };
    const qr = shots.pages.map((page) => {
      const png = PNG.sync.read(Buffer.from(page.data));
      const half = Math.floor(png.height / 2);
      if (process.env.READ_PDF_SAVE)
        require('node:fs').writeFileSync(`${process.env.READ_PDF_SAVE}-${page.pageNumber}.png`, Buffer.from(page.data));
      return { whole: scan(png, 0, png.height), top: scan(png, 0, half), bottom: scan(png, half, png.height) };
    });
    process.stdout.write(JSON.stringify({ pages: text.pages.map((p) => p.text), qr }));
  } finally {
    await parser.destroy();
  }
}

main().catch((err) => {
  process.stderr.write(String(err && err.stack ? err.stack : err));
  process.exit(1);
});

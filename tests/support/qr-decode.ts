import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;

/**
 * Reads a QR code from the SVG the portal serves (qrcode's output: a white square, then the dark modules as one path of
 * horizontal runs, `M x y.5` to start a row, `m dx dy` to move, `h n` to draw n modules), the way a banking app's
 * camera would: drawn into a bitmap and decoded by jsQR. Null when no code is found.
 */
export function decodeQrSvg(svg: string): string | null {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1];
  if (!size || !path) return null;
  const dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  let x = 0;
  let y = 0;
  for (const [, command, first, second] of path.matchAll(/([MmHh])(-?[\d.]+)(?:[ ,](-?[\d.]+))?/g)) {
    const a = Number(first);
    if (command === 'M') [x, y] = [a, Number(second)];
    else if (command === 'm') [x, y] = [x + a, y + Number(second)];
    else {
      for (let column = x; column < x + a; column += 1) dark[Math.floor(y)]![column] = true;
      x += a;
    }
  }
  const width = size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let py = 0; py < width; py += 1) {
    for (let px = 0; px < width; px += 1) {
      const value = dark[Math.floor(py / PIXELS_PER_MODULE)]![Math.floor(px / PIXELS_PER_MODULE)] ? 0 : 255;
      pixels.set([value, value, value, 255], (py * width + px) * 4);
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

import { existsSync } from 'node:fs';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

/**
 * Synthetic identity documents for tests and the benchmark: card-like backgrounds with a security
 * pattern, a photo box, printed fields and an MRZ set in OCR-B, rendered at test time so that no
 * identity document, real or specimen scan, is ever stored in the repository.
 */

const OCR_B_FONT = '/usr/share/fonts/opentype/ocr-b/OCRB.otf';
const SANS_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const SANS_BOLD_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

let fontsReady = false;
/** Registers the fonts once; the OCR-B font comes from Debian's fonts-ocr-b package. */
export function ensureFonts(): void {
  if (fontsReady) return;
  for (const file of [OCR_B_FONT, SANS_FONT, SANS_BOLD_FONT]) {
    if (!existsSync(file)) {
      throw new Error(`Font ${file} is missing: run apt-get install -y fonts-ocr-b fonts-dejavu-core`);
    }
  }
  GlobalFonts.registerFromPath(OCR_B_FONT, 'OCR-B');
  GlobalFonts.registerFromPath(SANS_FONT, 'DejaVu Sans');
  GlobalFonts.registerFromPath(SANS_BOLD_FONT, 'DejaVu Sans Bold');
  fontsReady = true;
}

/** Pixels per millimetre of the flat renderings (about 250 dpi, a typical scanner setting). */
const PX_PER_MM = 10;

interface CardLayout {
  widthMm: number;
  heightMm: number;
  tint: string;
}

/** Paper colour, a fine guilloche of sine waves and a border: enough texture to trouble a binariser. */
function drawCardBase(layout: CardLayout, seed: number): { canvas: Canvas; g: SKRSContext2D } {
  ensureFonts();
  const w = layout.widthMm * PX_PER_MM;
  const h = layout.heightMm * PX_PER_MM;
  const canvas = createCanvas(w, h);
  const g = canvas.getContext('2d');
  const gradient = g.createLinearGradient(0, 0, w, h);
  gradient.addColorStop(0, layout.tint);
  gradient.addColorStop(1, '#f7f4ee');
  g.fillStyle = gradient;
  g.fillRect(0, 0, w, h);
  g.lineWidth = 1;
  for (let k = 0; k < 14; k++) {
    g.strokeStyle = `rgba(${90 + ((k * 37 + seed) % 80)}, ${120 + ((k * 53) % 60)}, 170, 0.22)`;
    g.beginPath();
    for (let x = 0; x <= w; x += 4) {
      const y = h * (0.1 + (k / 14) * 0.6) + Math.sin((x / w) * Math.PI * (3 + (k % 4)) + k + seed) * h * 0.04;
      if (x === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.stroke();
  }
  g.strokeStyle = 'rgba(60, 80, 120, 0.5)';
  g.lineWidth = 3;
  g.strokeRect(6, 6, w - 12, h - 12);
  return { canvas, g };
}

function drawPhoto(g: SKRSContext2D, x: number, y: number, w: number, h: number): void {
  g.fillStyle = '#c9ced6';
  g.fillRect(x, y, w, h);
  g.fillStyle = '#8a8f99';
  g.beginPath();
  g.ellipse(x + w / 2, y + h * 0.38, w * 0.22, h * 0.2, 0, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.ellipse(x + w / 2, y + h * 0.95, w * 0.42, h * 0.32, 0, Math.PI, Math.PI * 2);
  g.fill();
}

function drawLabelled(g: SKRSContext2D, label: string, value: string, x: number, y: number, size = 26): void {
  g.fillStyle = '#4a5a78';
  g.font = `${Math.round(size * 0.7)}px "DejaVu Sans"`;
  g.fillText(label, x, y);
  g.fillStyle = '#111';
  g.font = `${size}px "DejaVu Sans Bold"`;
  g.fillText(value, x, y + size * 1.15);
}

/**
 * MRZ lines in OCR-B at the ICAO size: the pitch is 2.54 mm per character (10 per inch), the
 * characters about 2.4 mm high, the lines 4–4.5 mm apart, the zone 6 mm from the bottom edge.
 */
function drawMrz(g: SKRSContext2D, lines: readonly string[], heightMm: number, leftMm: number): void {
  const pitch = 2.54 * PX_PER_MM;
  g.fillStyle = '#161616';
  g.font = `${Math.round(pitch / 0.6)}px "OCR-B"`;
  const lineGap = 4.3 * PX_PER_MM;
  const baseline = heightMm * PX_PER_MM - 6 * PX_PER_MM - (lines.length - 1) * lineGap;
  lines.forEach((line, row) => {
    // Set each character on its own cell so the pitch is exactly ICAO's whatever the font's advance.
    for (let i = 0; i < line.length; i++) {
      const ch = line[i] as string;
      const width = g.measureText(ch).width;
      g.fillText(ch, leftMm * PX_PER_MM + i * pitch + (pitch - width) / 2, baseline + row * lineGap);
    }
  });
}

export interface PrintedFields {
  surname: string;
  givenNames: string;
  nationality: string;
  birthDate: string;
  sex: string;
  expiryDate: string;
  documentNumber: string;
}

/** A TD3 passport data page (125 × 88 mm) with a two-line MRZ. */
export async function renderPassportPage(mrz: readonly string[], printed: PrintedFields, seed = 1): Promise<Buffer> {
  const { canvas, g } = drawCardBase({ widthMm: 125, heightMm: 88, tint: '#e8eef3' }, seed);
  g.fillStyle = '#23314f';
  g.font = '30px "DejaVu Sans Bold"';
  g.fillText('PASSPORT', 40, 55);
  drawPhoto(g, 40, 90, 300, 380);
  drawLabelled(g, 'Surname', printed.surname, 380, 110);
  drawLabelled(g, 'Given names', printed.givenNames, 380, 185);
  drawLabelled(g, 'Nationality', printed.nationality, 380, 260);
  drawLabelled(g, 'Date of birth', printed.birthDate, 380, 335);
  drawLabelled(g, 'Sex', printed.sex, 850, 335);
  drawLabelled(g, 'Date of expiry', printed.expiryDate, 380, 410);
  drawLabelled(g, 'Passport No.', printed.documentNumber, 850, 110);
  drawMrz(g, mrz, 88, 6);
  return canvas.encode('png');
}

/** The back of an ID-1 card (85.6 × 54 mm) with a three-line TD1 MRZ, as on the Emirates ID. */
export async function renderTd1Back(mrz: readonly string[], caption: string, seed = 2): Promise<Buffer> {
  const { canvas, g } = drawCardBase({ widthMm: 86, heightMm: 54, tint: '#eef0e6' }, seed);
  drawLabelled(g, 'Occupation', 'Sales Executive', 40, 60, 24);
  drawLabelled(g, 'Issuing Place', caption, 40, 140, 24);
  g.fillStyle = '#222';
  g.fillRect(560, 40, 230, 160);
  drawMrz(g, mrz, 54, 4.7);
  return canvas.encode('png');
}

/** A TD2 card (105 × 74 mm). */
export async function renderTd2Card(mrz: readonly string[], printed: PrintedFields, seed = 3): Promise<Buffer> {
  const { canvas, g } = drawCardBase({ widthMm: 105, heightMm: 74, tint: '#f1eadf' }, seed);
  g.fillStyle = '#4b2d14';
  g.font = '28px "DejaVu Sans Bold"';
  g.fillText('IDENTITY CARD', 40, 55);
  drawPhoto(g, 40, 80, 250, 300);
  drawLabelled(g, 'Surname', printed.surname, 320, 110);
  drawLabelled(g, 'Given names', printed.givenNames, 320, 185);
  drawLabelled(g, 'Date of birth', printed.birthDate, 320, 260);
  drawMrz(g, mrz, 74, 6.8);
  return canvas.encode('png');
}

export interface EidFrontText {
  idNumber: string;
  nameEnglish: string;
  nameArabic?: string;
  dateOfBirth: string;
  nationality: string;
  issueDate: string;
  expiryDate: string;
  sex: string;
}

/** The front of an Emirates-ID-style card: no MRZ, printed English fields with their labels. */
export async function renderEidFront(text: EidFrontText, seed = 4): Promise<Buffer> {
  const { canvas, g } = drawCardBase({ widthMm: 86, heightMm: 54, tint: '#e9f1ec' }, seed);
  g.fillStyle = '#1d3b2a';
  g.font = '24px "DejaVu Sans Bold"';
  g.fillText('United Arab Emirates', 250, 50);
  g.font = '20px "DejaVu Sans"';
  g.fillText('Resident Identity Card', 250, 80);
  drawPhoto(g, 40, 120, 190, 240);
  g.fillStyle = '#111';
  g.font = '24px "DejaVu Sans"';
  const x = 260;
  g.fillText(`ID Number: ${text.idNumber}`, x, 140);
  if (text.nameArabic) {
    // Arabic runs right to left from the card's right margin, above the English name.
    g.save();
    g.font = '26px "DejaVu Sans"';
    g.direction = 'rtl';
    g.textAlign = 'right';
    g.fillText(`الاسم: ${text.nameArabic}`, 820, 185);
    g.restore();
  }
  g.font = '24px "DejaVu Sans"';
  g.fillText(`Name: ${text.nameEnglish}`, x, 225);
  g.fillText(`Date of Birth: ${text.dateOfBirth}`, x, 270);
  g.fillText(`Nationality: ${text.nationality}`, x, 310);
  g.fillText(`Sex: ${text.sex}`, 650, 270);
  g.fillText(`Issuing Date: ${text.issueDate}`, x, 400);
  g.fillText(`Expiry Date: ${text.expiryDate}`, x, 440);
  return canvas.encode('png');
}

export interface PhotoOptions {
  /** Degrees counter-clockwise. */
  angle?: number;
  /** Gaussian blur sigma in pixels of the output. */
  blur?: number;
  jpegQuality?: number;
  /** Width of the whole photo in pixels (the card covers about 70 % of it). */
  width?: number;
  /**
   * Perspective of a card photographed from in front of the desk rather than straight above: the far
   * (top) edge is this fraction narrower than the near one, and foreshortened in proportion.
   */
  keystone?: number;
  /** Light falling off across the card: its left edge this fraction darker than its right. */
  shade?: number;
  /** Sensor noise: sigma, in grey levels of 255, of gaussian noise added to every pixel. */
  noise?: number;
  /** A specular highlight on the card: centre and radii as fractions of the card's width and height. */
  glare?: { x: number; y: number; rx: number; ry: number };
  /** Seed of the noise, so the set is the same on every run. */
  seed?: number;
}

/** Solves the 8×8 system of a homography taking `from[i]` to `to[i]` (four point pairs). */
function homography(from: readonly [number, number][], to: readonly [number, number][]): number[] {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as [number, number];
    const [u, v] = to[i] as [number, number];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++)
      if (Math.abs((rows[r] as number[])[c] as number) > Math.abs((rows[pivot] as number[])[c] as number)) pivot = r;
    [rows[c], rows[pivot]] = [rows[pivot] as number[], rows[c] as number[]];
    const p = rows[c] as number[];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const row = rows[r] as number[];
      const f = (row[c] as number) / (p[c] as number);
      for (let k = c; k < 9; k++) row[k] = (row[k] as number) - f * (p[k] as number);
    }
  }
  return [...rows.map((r, i) => (r[8] as number) / (r[i] as number)), 1];
}

/**
 * The document as seen at a slant: an inverse-mapped projective warp of its RGBA pixels, the top edge
 * `amount` narrower and the card foreshortened, transparent outside the card.
 */
async function keystoneWarp(document: Buffer, amount: number): Promise<Buffer> {
  const { data, info } = await sharp(document).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const inset = (w * amount) / 2;
  // A far edge narrower by `amount` is also further away: the card looks shorter by about half as much.
  const top = h * amount * 0.5;
  const quad: [number, number][] = [
    [inset, top],
    [w - inset, top],
    [w, h],
    [0, h],
  ];
  const rect: [number, number][] = [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ];
  // Maps output pixels back onto the flat card.
  const m = homography(quad, rect);
  const out = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = (m[6] as number) * (x + 0.5) + (m[7] as number) * (y + 0.5) + (m[8] as number);
      const sx = ((m[0] as number) * (x + 0.5) + (m[1] as number) * (y + 0.5) + (m[2] as number)) / d - 0.5;
      const sy = ((m[3] as number) * (x + 0.5) + (m[4] as number) * (y + 0.5) + (m[5] as number)) / d - 0.5;
      if (sx < -0.5 || sy < -0.5 || sx > w - 0.5 || sy > h - 0.5) continue;
      const x0 = Math.max(0, Math.min(w - 1, Math.floor(sx)));
      const y0 = Math.max(0, Math.min(h - 1, Math.floor(sy)));
      const x1 = Math.min(w - 1, x0 + 1);
      const y1 = Math.min(h - 1, y0 + 1);
      const fx = Math.max(0, Math.min(1, sx - x0));
      const fy = Math.max(0, Math.min(1, sy - y0));
      for (let c = 0; c < 4; c++) {
        const at = (px: number, py: number) => data[(py * w + px) * 4 + c] as number;
        const v = (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
        out[(y * w + x) * 4 + c] = Math.round(v);
      }
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 4 } })
    .png()
    .toBuffer();
}

/** A small deterministic generator (mulberry32), so noisy specimens are identical run to run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds gaussian noise of `sigma` grey levels (the same on the three channels, as luminance noise). */
async function addNoise(png: Buffer, sigma: number, seed: number): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const next = random(seed);
  for (let i = 0; i < data.length; i += info.channels) {
    // Box–Muller.
    const n = Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()) * sigma;
    for (let c = 0; c < info.channels; c++)
      data[i + c] = Math.max(0, Math.min(255, Math.round((data[i + c] as number) + n)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png()
    .toBuffer();
}

/**
 * A phone photo of a document lying on a desk: the document turned and smaller in a larger frame of
 * wood-coloured desk, light falling off from one corner, a little blur, saved as JPEG; optionally
 * seen at a slant, unevenly lit, noisy or with a glare spot.
 */
export async function photograph(document: Buffer, options: PhotoOptions = {}): Promise<Buffer> {
  const width = options.width ?? 1600;
  const card = options.keystone ? await keystoneWarp(document, options.keystone) : document;
  const meta = await sharp(card).metadata();
  const docW = meta.width ?? 1;
  const docH = meta.height ?? 1;
  const height = Math.round(width * 0.75);
  const scale = (width * 0.7) / docW;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const desk = g.createLinearGradient(0, 0, width, height);
  desk.addColorStop(0, '#9b7a55');
  desk.addColorStop(1, '#5e4631');
  g.fillStyle = desk;
  g.fillRect(0, 0, width, height);
  const { loadImage } = await import('@napi-rs/canvas');
  const image = await loadImage(card);
  g.save();
  g.translate(width / 2, height / 2);
  g.rotate((-(options.angle ?? 0) * Math.PI) / 180);
  g.shadowColor = 'rgba(0,0,0,0.45)';
  g.shadowBlur = 18;
  g.drawImage(image, (-docW * scale) / 2, (-docH * scale) / 2, docW * scale, docH * scale);
  g.shadowColor = 'transparent';
  if (options.glare) {
    const { x, y, rx, ry } = options.glare;
    const cx = (x - 0.5) * docW * scale;
    const cy = (y - 0.5) * docH * scale;
    g.save();
    g.translate(cx, cy);
    g.scale(1, ry / rx);
    const r = rx * docW * scale;
    const spot = g.createRadialGradient(0, 0, 0, 0, 0, r);
    spot.addColorStop(0, 'rgba(255,255,255,0.95)');
    spot.addColorStop(0.55, 'rgba(255,255,255,0.8)');
    spot.addColorStop(1, 'rgba(255,255,255,0)');
    g.fillStyle = spot;
    g.beginPath();
    g.arc(0, 0, r, 0, Math.PI * 2);
    g.fill();
    g.restore();
  }
  g.restore();
  const light = g.createRadialGradient(width * 0.2, height * 0.15, 50, width * 0.2, height * 0.15, width);
  light.addColorStop(0, 'rgba(255,255,240,0.10)');
  light.addColorStop(1, 'rgba(0,0,0,0.22)');
  g.fillStyle = light;
  g.fillRect(0, 0, width, height);
  if (options.shade) {
    // Full strength at the card's left edge, none at its right (the card spans the middle 70 %).
    const fall = g.createLinearGradient(width * 0.15, 0, width * 0.85, 0);
    fall.addColorStop(0, `rgba(0,0,0,${options.shade})`);
    fall.addColorStop(1, 'rgba(0,0,0,0)');
    g.fillStyle = fall;
    g.fillRect(0, 0, width, height);
  }
  let png = await canvas.encode('png');
  // The lens blurs first; the sensor's noise is added to the blurred light.
  if (options.blur && options.blur >= 0.3) png = await sharp(png).blur(options.blur).png().toBuffer();
  if (options.noise) png = await addNoise(png, options.noise, options.seed ?? 7);
  return sharp(png)
    .jpeg({ quality: options.jpegQuality ?? 80 })
    .toBuffer();
}

/**
 * A PDF whose pages each show one JPEG, written by hand (DCTDecode image XObjects) so the tests need
 * no PDF library beyond the one under test.
 */
export function pdfOfJpegs(pages: readonly { jpeg: Buffer; width: number; height: number }[]): Buffer {
  const objects: Buffer[] = [];
  const pageIds: number[] = [];
  // 1: catalog, 2: pages; then per page: page, content, image.
  let next = 3;
  const bodies: { id: number; body: Buffer }[] = [];
  for (const page of pages) {
    const pageId = next++;
    const contentId = next++;
    const imageId = next++;
    pageIds.push(pageId);
    const w = (page.width * 72) / 200;
    const h = (page.height * 72) / 200;
    const content = Buffer.from(`q ${w.toFixed(2)} 0 0 ${h.toFixed(2)} 0 0 cm /Im0 Do Q`);
    bodies.push({
      id: pageId,
      body: Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w.toFixed(2)} ${h.toFixed(2)}] /Resources << /XObject << /Im0 ${imageId} 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    });
    bodies.push({
      id: contentId,
      body: Buffer.concat([
        Buffer.from(`<< /Length ${content.length} >>\nstream\n`),
        content,
        Buffer.from('\nendstream'),
      ]),
    });
    bodies.push({
      id: imageId,
      body: Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
        ),
        page.jpeg,
        Buffer.from('\nendstream'),
      ]),
    });
  }
  bodies.unshift(
    { id: 1, body: Buffer.from('<< /Type /Catalog /Pages 2 0 R >>') },
    {
      id: 2,
      body: Buffer.from(
        `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
      ),
    },
  );
  bodies.sort((a, b) => a.id - b.id);
  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  objects.push(header);
  const offsets: number[] = [];
  let offset = header.length;
  for (const { id, body } of bodies) {
    const chunk = Buffer.concat([Buffer.from(`${id} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets[id] = offset;
    offset += chunk.length;
    objects.push(chunk);
  }
  const count = bodies.length + 1;
  let xref = `xref\n0 ${count}\n0000000000 65535 f \n`;
  for (let id = 1; id < count; id++) xref += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  objects.push(Buffer.from(`${xref}trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return Buffer.concat(objects);
}

/** JPEG bytes and size of an image, for pdfOfJpegs. */
export async function asJpegPage(
  image: Buffer,
  quality = 85,
): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

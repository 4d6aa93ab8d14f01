/**
 * Colour contrast (WCAG 2.1, 1.4.3): text needs a ratio of at least 4.5:1 to its background. The theme
 * colour a user picks is used for white text on primary buttons and active tabs and for links on white,
 * so the console uses the darkest-needed shade of that hue which still reads.
 */
type Rgb = [number, number, number];

export const MIN_TEXT_CONTRAST = 4.5;

function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio of two #rrggbb colours (1 to 21); NaN when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) return NaN;
  const [light, dark] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (light + 0.05) / (dark + 0.05);
}

function toHsl([r, g, b]: Rgb): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function fromHsl([h, s, l]: [number, number, number]): Rgb {
  if (s === 0) return [l * 255, l * 255, l * 255];
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  return [channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255];
}

/**
 * The colour itself when text in it reads on `background` (and white text reads on it), else the
 * lightest darker shade of the same hue and saturation that does. Anything but a hex colour is returned as is.
 */
export function readableShade(color: string, background = '#ffffff', ratio = MIN_TEXT_CONTRAST): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  if (contrastRatio(toHex(rgb), background) >= ratio) return toHex(rgb);
  const [h, s, l] = toHsl(rgb);
  for (let lightness = l; lightness > 0; lightness -= 0.005) {
    const shade = toHex(fromHsl([h, s, lightness]));
    if (contrastRatio(shade, background) >= ratio) return shade;
  }
  return '#000000';
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BRAND_SURFACE } from './brand-surface';

/**
 * Contrast on the signed-out screens' gradient, which axe reports as "cannot be computed". The colours are
 * Tailwind's own (its theme.css, in OKLCH), converted to what an sRGB screen shows (clipped to the gamut, as
 * Chrome draws them); veils such as bg-blue-950/30 are blended over the gradient as the browser does. Each
 * text is checked against every colour of the gradient: its stops and nine blends between each pair of
 * stops (Tailwind v4 interpolates gradients in OKLab), wherever on the band the text happens to sit.
 */

type Rgb = readonly [number, number, number];
type Lab = readonly [number, number, number];

const theme = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8');

function oklabOf(token: string): Lab {
  if (token === 'white') return rgbToOklab([1, 1, 1]);
  const match = new RegExp(`--color-${token}:\\s*oklch\\(([\\d.]+)%\\s+([\\d.]+)\\s+([\\d.]+)\\)`).exec(theme);
  if (!match) throw new Error(`No colour ${token} in tailwindcss/theme.css`);
  const [l, c, h] = [Number(match[1]) / 100, Number(match[2]), (Number(match[3]) * Math.PI) / 180];
  return [l, c * Math.cos(h), c * Math.sin(h)];
}

const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
const toGamma = (v: number) => (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
const clip = (v: number) => Math.min(1, Math.max(0, v));

function oklabToRgb([l, a, b]: Lab): Rgb {
  const [lc, mc, sc] = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ];
  const [L, M, S] = [lc ** 3, mc ** 3, sc ** 3];
  const linear = [
    4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S,
    -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S,
    -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S,
  ];
  return linear.map((v) => clip(toGamma(clip(v)))) as unknown as Rgb;
}

function rgbToOklab(rgb: Rgb): Lab {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  const [l, m, s] = [
    Math.cbrt(0.4122214708 * r + 0.5363032295 * g + 0.0514459929 * b),
    Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
    Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b),
  ];
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

const hex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map(toLinear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (x: Rgb, y: Rgb) => {
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour of one class of the given prefix in a class list, with its /alpha: "bg-blue-950/30" → blue-950, 0.3. */
function colourOf(classes: string, prefix: string): { rgb: Rgb; alpha: number } {
  const match = new RegExp(`(?:^|\\s)${prefix}-([a-z]+(?:-\\d+)?)(?:/(\\d+))?(?=\\s|$)`).exec(classes);
  if (!match) throw new Error(`No ${prefix}-* in "${classes}"`);
  return { rgb: oklabToRgb(oklabOf(match[1]!)), alpha: match[2] ? Number(match[2]) / 100 : 1 };
}

/** Every colour a gradient takes: its from/via/to stops and blends between neighbours, in OKLab. */
function gradientColours(classes: string): Rgb[] {
  const stops = ['from', 'via', 'to'].flatMap((prefix) => {
    const match = new RegExp(`(?:^|\\s)${prefix}-([a-z]+-\\d+)`).exec(classes);
    return match ? [oklabOf(match[1]!)] : [];
  });
  const colours: Rgb[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    for (let step = 0; step <= 10; step++) {
      const t = step / 10;
      colours.push(oklabToRgb(stops[i]!.map((v, k) => v + (stops[i + 1]![k]! - v) * t) as unknown as Lab));
    }
  }
  return colours;
}

const over = (top: { rgb: Rgb; alpha: number }, under: Rgb): Rgb =>
  top.rgb.map((v, k) => v * top.alpha + under[k]! * (1 - top.alpha)) as unknown as Rgb;
const lowest = (ratios: number[]) => Math.min(...ratios);

/** What sits on the gradient, its veil (if any) and the ratio it needs: 4.5 for text, 3 for large text and focus rings. */
const CASES = [
  { what: 'product name and title (large, white)', classes: BRAND_SURFACE.text, prefix: 'text', veil: undefined, needs: 3 },
  { what: 'welcome subtitle (18 px, blue-50)', classes: BRAND_SURFACE.softText, prefix: 'text', veil: undefined, needs: 4.5 },
  { what: 'bonus pill text (14 px)', classes: BRAND_SURFACE.pill, prefix: 'text', veil: 'bg', needs: 4.5 },
  { what: 'control text (14-16 px)', classes: BRAND_SURFACE.control, prefix: 'text', veil: 'bg', needs: 4.5 },
  { what: 'control text, hovered', classes: BRAND_SURFACE.control, prefix: 'text', veil: 'hover:bg', needs: 4.5 },
  { what: 'focus ring (yellow-400)', classes: BRAND_SURFACE.focusRing, prefix: 'focus-visible:outline', veil: undefined, needs: 3 },
] as const;

function ratiosOn(gradient: string, item: (typeof CASES)[number]): number[] {
  const foreground = colourOf(item.classes, item.prefix).rgb;
  return gradientColours(gradient).map((colour) => {
    const background = item.veil ? over(colourOf(item.classes, item.veil), colour) : colour;
    return contrast(foreground, background);
  });
}

describe('contrast on the signed-out gradient', () => {
  it('reads Tailwind colours as Chrome draws them (its published sRGB values)', () => {
    expect(hex(oklabToRgb(oklabOf('blue-600')))).toBe('#155dfc');
    expect(hex(oklabToRgb(oklabOf('blue-800')))).toBe('#193cb8');
  });

  for (const [screen, gradient] of [
    ['/ (welcome)', BRAND_SURFACE.welcomeGradient],
    ['/login and /register', BRAND_SURFACE.authGradient],
  ] as const) {
    it.each(CASES)(`${screen}: $what reaches $needs:1 on every colour of the gradient`, (item) => {
      const ratio = lowest(ratiosOn(gradient, item));
      expect(ratio, `${item.what} on ${screen}: lowest ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(item.needs);
    });
  }

  it('states the lowest ratios the ADR quotes (0041)', () => {
    const table = (gradient: string) => Object.fromEntries(CASES.map((item) => [item.what, lowest(ratiosOn(gradient, item)).toFixed(2)]));
    expect({ welcome: table(BRAND_SURFACE.welcomeGradient), signIn: table(BRAND_SURFACE.authGradient) }).toMatchInlineSnapshot(`
      {
        "signIn": {
          "bonus pill text (14 px)": "7.20",
          "control text (14-16 px)": "7.20",
          "control text, hovered": "8.93",
          "focus ring (yellow-400)": "3.35",
          "product name and title (large, white)": "5.26",
          "welcome subtitle (18 px, blue-50)": "4.82",
        },
        "welcome": {
          "bonus pill text (14 px)": "7.20",
          "control text (14-16 px)": "7.20",
          "control text, hovered": "8.93",
          "focus ring (yellow-400)": "3.35",
          "product name and title (large, white)": "5.26",
          "welcome subtitle (18 px, blue-50)": "4.82",
        },
      }
    `);
  });
});

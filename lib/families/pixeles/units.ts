import { INCH } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: the pixel. How many pixels make an inch is the resolution, in ppp (píxeles por pulgada, dpi): the CSS
// reference pixel is 1/96 in (CSS Values and Units Level 4, §6.2 'absolute lengths'), so the page opens at 96 ppp,
// and a printer or a screen of another resolution changes every physical unit. em and rem are the font size, in
// pixels (CSS Values and Units Level 4, §6.1 'font-relative lengths'): 16 px, the browsers' default, unless the
// visitor says otherwise. The converter rebuilds the family when either setting changes (pixelesAt).

/** CSS Values and Units Level 4, §6.2: 1 in = 96 px, the reference pixel. */
export const CSS_PPP = 96;
/** The browsers' default font size (CSS Fonts Level 4, 'medium'): 16 px. */
export const DEFAULT_FONT_PX = 16;
/** The resolutions the page offers: 72 (old Mac screens, the point), 96 (CSS), 150 and 300 (printing). */
export const RESOLUTIONS = [72, 96, 150, 300] as const;

/** The family at `ppp` pixels per inch and a base font size of `fontPx` pixels. */
export function pixelesAt(ppp: number, fontPx: number) {
  return {
    key: 'pixeles',
    base: 'pixeles',
    decimals: 4,
    defaults: ['pixeles', 'puntos'],
    defaultValue: '16',
    units: {
      // CSS Values and Units Level 4, §6.2: the px, 1/96 in at the reference resolution; here 1/ppp in.
      pixeles: {
        symbol: 'px',
        rule: { kind: 'linear', factor: 1 },
        singular: 'píxel',
        plural: 'píxeles',
        aliases: ['pixel', 'pixeles', 'pixels', 'pixels css', 'píxeles css', 'pxs'],
      },
      // CSS Values and Units Level 4, §6.2 and the DTP (PostScript) point: 1 pt = 1/72 in.
      puntos: {
        symbol: 'pt',
        rule: { kind: 'linear', factor: ppp / 72 },
        singular: 'punto',
        plural: 'puntos',
        aliases: ['punto tipográfico', 'puntos tipográficos', 'pts', 'points'],
      },
      // CSS Values and Units Level 4, §6.2: 1 pc = 12 pt = 1/6 in.
      picas: {
        symbol: 'pc',
        rule: { kind: 'linear', factor: ppp / 6 },
        singular: 'pica',
        plural: 'picas',
        aliases: ['picas tipográficas', 'pica tipográfica'],
      },
      // International yard and pound agreement (1959): 1 in = 0.0254 m, the resolution's inch.
      pulgadas: {
        symbol: 'in',
        rule: { kind: 'linear', factor: ppp },
        singular: 'pulgada',
        plural: 'pulgadas',
        aliases: ['pulg', 'inch', 'inches'],
      },
      // SI: 1 mm = 0.001 m, so ppp × 0.001 m / 0.0254 m pixels.
      milimetros: {
        symbol: 'mm',
        rule: { kind: 'linear', factor: (ppp * 0.001) / INCH },
        singular: 'milímetro',
        plural: 'milímetros',
        aliases: ['millimeter', 'millimeters'],
      },
      // SI: 1 cm = 0.01 m, so ppp × 0.01 m / 0.0254 m pixels.
      centimetros: {
        symbol: 'cm',
        rule: { kind: 'linear', factor: (ppp * 0.01) / INCH },
        singular: 'centímetro',
        plural: 'centímetros',
        aliases: ['centimeter', 'centimeters'],
      },
      // CSS Values and Units Level 4, §6.1.1: 1 em = the element's font size (taken here as the base size).
      em: {
        symbol: 'em',
        name: 'em',
        label: 'em (tamaño de la fuente)',
        rule: { kind: 'linear', factor: fontPx },
        singular: 'em',
        plural: 'em',
        aliases: ['eme', 'ems'],
      },
      // CSS Values and Units Level 4, §6.1.1: 1 rem = the root element's font size.
      rem: {
        symbol: 'rem',
        name: 'rem',
        label: 'rem (fuente de la raíz)',
        rule: { kind: 'linear', factor: fontPx },
        singular: 'rem',
        plural: 'rem',
        aliases: ['rems', 'root em'],
      },
    },
  } as const satisfies Family;
}

/** The family as the page opens it and as its pair pages and formula cards state it: 96 ppp, 16 px. */
export const pixeles = pixelesAt(CSS_PPP, DEFAULT_FONT_PX);

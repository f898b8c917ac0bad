import { INCH } from '@/lib/units/constants';
import type { Family } from '@/lib/units/types';

// Base unit: the pixel. How many pixels make an inch is the resolution, in ppp (píxeles por pulgada, dpi): the CSS
// reference pixel is 1/96 in (CSS Values and Units Level 4, §6.2 'absolute lengths'), so the page opens at 96 ppp,
// and a printer or a screen of another resolution changes every physical unit. em and rem are the font size, in
// CSS pixels (CSS Values and Units Level 4, §6.1 'font-relative lengths'): 16 px, the browsers' default, unless the
// visitor says otherwise. A CSS pixel is 1/96 in whatever the device, so 1 rem of 16 px is 12 pt at any resolution
// and ppp/96 × 16 of the resolution's pixels (issue 32: it read 3.84 pt at 300 ppp). The converter rebuilds the family when either setting changes (pixelesAt).
//
// D24 adds Android's dp and the Didot point and cícero of Spanish and continental typesetting; with them the select is
// long enough to group (GROUPED_SELECT_FROM): the screen's units, the inch and its DTP point and pica, the metric
// lengths, and the traditional Didot system.

/** CSS Values and Units Level 4, §6.2: 1 in = 96 px, the reference pixel. */
export const CSS_PPP = 96;
/** The browsers' default font size (CSS Fonts Level 4, 'medium'): 16 px. */
export const DEFAULT_FONT_PX = 16;
/** The resolutions the page offers: 72 (old Mac screens, the point), 96 (CSS), 150 and 300 (printing). */
export const RESOLUTIONS = [72, 96, 150, 300] as const;

/** Android developers, 'Support different pixel densities': 1 dp is one physical pixel at 160 dpi, 1/160 in. */
const ANDROID_BASELINE_DPI = 160;

/**
 * The Didot point of the continental European (and Spanish) typesetting: 1/864 of the pied du roi (F.-A. Didot,
 * c. 1783), with the pied at its legal value, loi du 19 frimaire an VIII (10-12-1799): 1 m = 3 pieds 11.296 lignes =
 * 443.296 lignes of 1/144 pied, so 1 point = 144 / (864 × 443.296) m = 1 / 2659.776 m = 15 625 / 41 559 mm
 * ≈ 0.3759715 mm. Sources disagree (0.376065 mm, the foundries' traditional value that Martínez de Sousa's Diccionario
 * de tipografía gives; 0.376 mm, Berthold's; 0.3759 mm): the legal definition wins and the label says 'aprox.' (D24).
 */
export const DIDOT_POINT = 1 / 2659.776;

/** The family at `ppp` pixels per inch and a base font size of `fontPx` pixels. */
export function pixelesAt(ppp: number, fontPx: number) {
  /** The font size in the resolution's pixels: `fontPx` CSS pixels of 1/96 in. */
  const cssPixels = (fontPx * ppp) / CSS_PPP;
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
        group: 'otras',
      },
      // CSS Values and Units Level 4, §6.2 and the DTP (PostScript) point: 1 pt = 1/72 in.
      puntos: {
        symbol: 'pt',
        rule: { kind: 'linear', factor: ppp / 72 },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [ppp, 72],
        singular: 'punto',
        plural: 'puntos',
        aliases: ['punto tipográfico', 'puntos tipográficos', 'pts', 'points'],
        group: 'anglosajon',
      },
      // CSS Values and Units Level 4, §6.2: 1 pc = 12 pt = 1/6 in.
      picas: {
        symbol: 'pc',
        rule: { kind: 'linear', factor: ppp / 6 },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [ppp, 6],
        singular: 'pica',
        plural: 'picas',
        aliases: ['picas tipográficas', 'pica tipográfica'],
        group: 'anglosajon',
      },
      // International yard and pound agreement (1959): 1 in = 0.0254 m, the resolution's inch.
      pulgadas: {
        symbol: 'in',
        rule: { kind: 'linear', factor: ppp },
        singular: 'pulgada',
        plural: 'pulgadas',
        aliases: ['pulg', 'inch', 'inches'],
        group: 'anglosajon',
      },
      // SI: 1 mm = 0.001 m, so ppp × 0.001 m / 0.0254 m pixels.
      milimetros: {
        symbol: 'mm',
        rule: { kind: 'linear', factor: (ppp * 0.001) / INCH },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [ppp, 1000 * INCH],
        singular: 'milímetro',
        plural: 'milímetros',
        aliases: ['millimeter', 'millimeters'],
        group: 'metrico',
      },
      // SI: 1 cm = 0.01 m, so ppp × 0.01 m / 0.0254 m pixels.
      centimetros: {
        symbol: 'cm',
        rule: { kind: 'linear', factor: (ppp * 0.01) / INCH },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [ppp, 100 * INCH],
        singular: 'centímetro',
        plural: 'centímetros',
        aliases: ['centimeter', 'centimeters'],
        group: 'metrico',
      },
      // CSS Values and Units Level 4, §6.1.1: 1 em = the element's font size (taken here as the base size), in CSS
      // pixels of 1/96 in (§6.2), so fontPx × ppp/96 of the resolution's pixels.
      em: {
        symbol: 'em',
        name: 'em',
        label: 'em (tamaño de la fuente)',
        rule: { kind: 'linear', factor: cssPixels },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [fontPx * ppp, CSS_PPP],
        singular: 'em',
        plural: 'em',
        aliases: ['eme', 'ems'],
        group: 'otras',
      },
      // CSS Values and Units Level 4, §6.1.1: 1 rem = the root element's font size, in CSS pixels as em above.
      rem: {
        symbol: 'rem',
        name: 'rem',
        label: 'rem (fuente de la raíz)',
        rule: { kind: 'linear', factor: cssPixels },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [fontPx * ppp, CSS_PPP],
        singular: 'rem',
        plural: 'rem',
        aliases: ['rems', 'root em'],
        group: 'otras',
      },
      // Android developers, 'Support different pixel densities': px = dp × (dpi / 160), so 1 dp = 1/160 in, here
      // ppp / 160 px ('dip' is the name Android's tools also accept).
      dp: {
        symbol: 'dp',
        name: 'dp',
        label: 'dp (píxel independiente de la densidad, Android)',
        rule: { kind: 'linear', factor: ppp / ANDROID_BASELINE_DPI },
        // D33: the factor's definition as a quotient, for exact arithmetic.
        definition: [ppp, ANDROID_BASELINE_DPI],
        singular: 'píxel independiente de la densidad',
        plural: 'píxeles independientes de la densidad',
        aliases: ['dip', 'dips', 'dps', 'density-independent pixel', 'density-independent pixels'],
        group: 'otras',
        extra: true,
      },
      // The Didot point (DIDOT_POINT above, 1 / 2659.776 m): ppp × DIDOT_POINT / 0.0254 m pixels. No symbol of its
      // own in Spanish, so the result line writes its name; 'dd' is TeX's.
      puntos_didot: {
        symbol: 'puntos Didot',
        one: 'punto Didot',
        label: 'Puntos Didot (0.376 mm, aprox.)',
        rule: { kind: 'linear', factor: (ppp * DIDOT_POINT) / INCH },
        singular: 'punto Didot',
        plural: 'puntos Didot',
        aliases: ['dd', 'didot', 'punto tipográfico Didot', 'puntos tipográficos Didot', 'didot point', 'didot points'],
        group: 'regional',
        extra: true,
      },
      // The cícero of Spanish and European typesetting: 12 Didot points (≈ 4.5117 mm), the Didot system's pica.
      // Not 'cc' (TeX's symbol): that is the cubic centimetre of the volume page.
      ciceros: {
        symbol: 'cíceros',
        one: 'cícero',
        label: 'Cíceros (12 puntos Didot, aprox.)',
        rule: { kind: 'linear', factor: (12 * ppp * DIDOT_POINT) / INCH },
        singular: 'cícero',
        plural: 'cíceros',
        aliases: ['cíc.', 'cic', 'cícero Didot', 'cíceros Didot', 'cicero', 'ciceros'],
        group: 'regional',
        extra: true,
      },
    },
  } as const satisfies Family;
}

/** The family as the page opens it and as its pair pages and formula cards state it: 96 ppp, 16 px. */
export const pixeles = pixelesAt(CSS_PPP, DEFAULT_FONT_PX);

/**
 * D8: the factors of formula cards, written apart from the numbers of results (./format), whose writing they share:
 * a page's result line, and the quick box's first answer (issue 36), need none of this.
 */
import { MAX_SIGNIFICANT, roundDecimal, toDecimal, writeFixed, writeScientific } from './format';

/**
 * A factor of a formula card as a plain decimal (D8: × 60, ÷ 10000, × 0.00001): the shortest decimal within 1e-14
 * (relative) of the factor, tight enough to keep a defined constant whole (the faraday, 96485.33212331) and
 * loose enough to drop float noise (12.000000000000002 → 12). No grouping and no scientific form: a formula is
 * read as one token.
 */
export function formatFactor(value: number): string {
  const exact = toDecimal(value);
  for (let significant = 1; significant < MAX_SIGNIFICANT; significant += 1) {
    const candidate = roundDecimal(exact, significant);
    const written = writeFixed(candidate, 0, false).plain;
    if (Math.abs(Number(written) - value) <= 1e-14 * Math.abs(value)) return written;
  }
  return writeFixed(exact, 0, false).plain;
}

/**
 * A factor too long to read as a plain decimal ('6241509074460800000', '0.0000000000000000001602176634') in the
 * scientific form, with the shortest mantissa within 1e-14 of it: '1.602176634 × 10⁻¹⁹'.
 */
export function formatFactorScientific(value: number): string {
  const exact = toDecimal(value);
  for (let significant = 1; significant < MAX_SIGNIFICANT; significant += 1) {
    const written = writeScientific(roundDecimal(exact, significant));
    if (Math.abs(Number(written.plain) - value) <= 1e-14 * Math.abs(value)) return written.text;
  }
  return writeScientific(exact).text;
}

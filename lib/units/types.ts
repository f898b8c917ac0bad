/**
 * A family is plain data (JSON-serialisable) so a server page can hand it to the client converter as a prop.
 * Every unit says how to reach the family's base unit; the engine does the rest (D6).
 */

/** base = v × factor */
export interface LinearRule {
  kind: 'linear';
  factor: number;
}

/** base = (v + offset) × factor — temperature, the shoe last. */
export interface AffineRule {
  kind: 'affine';
  factor: number;
  offset: number;
}

/** base = k / v — fuel consumption per distance (L/100 km) against distance per volume. */
export interface ReciprocalRule {
  kind: 'reciprocal';
  k: number;
}

export type Rule = LinearRule | AffineRule | ReciprocalRule;

export interface Unit {
  /** Spanish name as shown in the select, e.g. 'Metros'. */
  name: string;
  symbol: string;
  rule: Rule;
  /** The option text where 'Name (symbol)' would read badly: 'Pie (mm)' for a symbol 'mm de pie'. */
  label?: string;
  /** The symbol joins the number with no space, as Spanish writes angles: 45°, 30′, 15″ (but 20 °C). */
  attached?: boolean;
  /** 'dms': the value is read and shown as degrees, minutes and seconds (57°17′44.81″). */
  display?: 'dms';
}

export interface Family {
  key: string;
  /** The unit whose factor is 1; every conversion passes through it. */
  base: string;
  /** Decimals of a displayed result (D8). */
  decimals: number;
  /** 'exponential': results always in scientific notation with `decimals` decimals (radioactivity). */
  notation?: 'fixed' | 'exponential';
  /** Starting source and target; '' leaves the select on 'Seleccionar'. */
  defaults: readonly [string, string];
  /**
   * 'symbol': the result line reads '1 m → 3.2808 ft' and options 'Metros (m)'.
   * 'name': 'Seleccionar' placeholders, result line '1 Litros -> 0.264172 Galones US' (circular, volume, tacos).
   */
  style: 'symbol' | 'name';
  /** Label of the value field: 'Valor', or 'Precio' on the price page (D10). */
  valueLabel?: string;
  /** Prefix of values on the result line and options, e.g. '$' on the price page. */
  valuePrefix?: string;
  /** Option text prefix, e.g. 'Precio por ' on the price page. */
  optionPrefix?: string;
  /** Option text suffix separator, e.g. '/' on the price page: 'Precio por Kilogramo (/kg)'. */
  symbolPrefix?: string;
  /** Physical lower limit in base units, for the D13 note (absolute zero). */
  physicalMinimum?: { base: number; message: string };
  /** D11: density and number systems keep the target when the source changes; unit pages clear it. */
  keepTargetOnSourceChange?: boolean;
  /** A value that has no equivalent in any other unit (D14: zero fuel consumption). */
  zeroHint?: string;
  units: Record<string, Unit>;
}

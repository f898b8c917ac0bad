/**
 * D27: the quick conversion's units, built at build time from the one registry of families and the pair list, and
 * written compactly to /unidades.json (app/unidades.json/route.ts). Server-side only: it reads every family.
 */
import { normalise } from '@/lib/normalise';
import { pairsOf } from '@/lib/pairs';
import { converterRoutes } from '@/lib/site';
import { families } from '@/lib/units';
import { namesOf } from '@/lib/units/catalogue';
import type { Family, Unit } from '@/lib/units/types';
import { expandIndex } from './expand-index';
import type { IndexedFamily, IndexedUnit, UnitIndex, UnitIndexData } from './types';

/**
 * The families a question can name, the everyday ones first: where a name belongs to two families and the other unit
 * does not decide ('libras' in peso and in the old Castilian weights), the first one answers. Prices per weight,
 * rings and shoe lasts come last: they answer to their own names ('precio por kilo', 'mm de horma').
 */
export const QUICK_FAMILIES = [
  'longitud',
  'area',
  'peso',
  'temperatura',
  'tiempo',
  'volumen',
  'velocidad',
  'energia',
  'presion',
  'datos-digitales',
  'potencia',
  'angulos',
  'fuerza',
  'caudal',
  'consumo',
  'densidad',
  'carga-electrica',
  'radiacion',
  'radioactividad',
  'medidas-circulares',
  'tacos',
  'pesos-antiguos',
  'precios-alimentos',
  'anillos',
  'pie-horma',
] as const;

function compactUnit(unit: Unit): IndexedUnit {
  const plural = unit.plural ?? unit.name;
  // Aliases as the parser compares them, without the ones its names and symbol already give.
  const given = new Set(namesOf({ ...unit, aliases: [] }));
  const aliases = [...new Set((unit.aliases ?? []).map(normalise))].filter((alias) => !given.has(alias));
  return {
    r: unit.rule.kind === 'linear' ? unit.rule.factor : unit.rule,
    s: unit.symbol,
    n: [unit.singular ?? unit.name, plural],
    ...(unit.one && { o: unit.one }),
    ...(unit.attached && { a: true as const }),
    ...(unit.display && { d: unit.display }),
    ...(unit.name.toLowerCase() !== plural.toLowerCase() && { m: unit.name }),
    ...(aliases.length > 0 && { k: aliases }),
    ...(unit.exactAliases?.length && { x: unit.exactAliases }),
    ...(unit.slug && { g: unit.slug }),
  };
}

function compactFamily(family: Family, path: string): IndexedFamily {
  // Only what the engine reads; names of the page (content), defaults and the catalogue's groups stay out.
  const { key: _key, defaults: _defaults, units, ...numbers } = family;
  const keys = Object.keys(units);
  return {
    ...numbers,
    path,
    units: Object.fromEntries(Object.entries(units).map(([key, unit]) => [key, compactUnit(unit)])),
    pairs: pairsOf(family.key).flatMap((pair) => [keys.indexOf(pair.spec.from), keys.indexOf(pair.spec.to)]),
  };
}

/** What /unidades.json holds. */
export function unitIndexData(): UnitIndexData {
  const routes = converterRoutes();
  const data: UnitIndexData = { families: {} };
  for (const key of QUICK_FAMILIES) {
    const family = families[key];
    const route = routes.find((candidate) => candidate.family === key);
    if (!family || !route) throw new Error(`Conversión rápida: falta la familia ${key}`);
    data.families[key] = compactFamily(family, route.path);
  }
  return data;
}

/** The index as the browser will have it, for the server and the tests. */
export function buildUnitIndex(): UnitIndex {
  return expandIndex(unitIndexData());
}

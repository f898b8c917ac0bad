/**
 * D27: the quick conversion's index, built at build time from the one registry of families and the pair list.
 * Server-side only (it reads every family and the pair texts); the browser gets its output as /unidades.json.
 */
import { PAIRS } from '@/lib/pairs';
import { converterRoutes } from '@/lib/site';
import { families } from '@/lib/units';
import { namesOf } from '@/lib/units/catalogue';
import type { Family, Unit } from '@/lib/units/types';
import type { UnitIndex, UnitRef } from './types';

/**
 * The families a question can name, the everyday ones first: where a name belongs to two families and the other unit
 * does not decide ('libras' in peso and in the old Castilian weights), the first one answers. Ring and shoe sizes
 * and prices per weight convert measurements of one thing, not units people ask about.
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
] as const;

/** A unit as the engine needs it: its rule and how its values are written, no names. */
function slimUnit({ rule, symbol, one, attached, display, singular, plural }: Unit): Unit {
  return {
    name: '',
    rule,
    symbol,
    ...(one && { one }),
    ...(attached && { attached }),
    ...(display && { display }),
    ...(singular && { singular }),
    ...(plural && { plural }),
  };
}

function slimFamily(family: Family): Family {
  return {
    ...family,
    units: Object.fromEntries(Object.entries(family.units).map(([key, unit]) => [key, slimUnit(unit)])),
  };
}

function add(map: Record<string, UnitRef[]>, name: string, ref: UnitRef) {
  const list = (map[name] ??= []);
  if (!list.some(([f, u]) => f === ref[0] && u === ref[1])) list.push(ref);
}

export function buildUnitIndex(): UnitIndex {
  const index: UnitIndex & { names: Record<string, UnitRef[]>; exact: Record<string, UnitRef[]> } = {
    families: {},
    names: {},
    exact: {},
    pairs: {},
  };
  const routes = converterRoutes();
  for (const key of QUICK_FAMILIES) {
    const family = families[key];
    const route = routes.find((candidate) => candidate.family === key);
    if (!family || !route) throw new Error(`Conversión rápida: falta la familia ${key}`);
    index.families[key] = { path: route.path, family: slimFamily(family) };
    for (const [unitKey, unit] of Object.entries(family.units)) {
      for (const name of namesOf(unit)) add(index.names, name, [key, unitKey]);
      for (const name of unit.exactAliases ?? []) add(index.exact, name, [key, unitKey]);
    }
  }
  for (const pair of PAIRS) index.pairs[`${pair.familyKey} ${pair.spec.from} ${pair.spec.to}`] = pair.path;
  return index;
}

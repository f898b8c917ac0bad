'use client';
import { useCallback, useEffect, useState } from 'react';
import type { QuickResult, UnitIndexData } from '@/lib/quick/types';

type Parse = (query: string) => QuickResult;

/**
 * D27: the quick conversion's parser and units, loaded on first use (`load`, called on focus or when a query is
 * already there), so a page that never uses the box downloads neither. `parse` is undefined until both are in.
 */
export function useQuickParser(loadNow = false): { parse: Parse | undefined; load: () => void } {
  const [parse, setParse] = useState<Parse | undefined>(undefined);
  const [wanted, setWanted] = useState(loadNow);
  const load = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!wanted || parse) return;
    let cancelled = false;
    Promise.all([import('@/lib/quick/quick-parser'), fetch('/unidades.json').then((response) => response.json())])
      .then(([module, data]: [typeof import('@/lib/quick/quick-parser'), UnitIndexData]) => {
        const index = module.expandIndex(data);
        if (!cancelled) setParse(() => (query: string) => module.parseQuery(query, index));
      })
      .catch((error: unknown) => console.error('No se pudo cargar la conversión rápida:', error));
    return () => {
      cancelled = true;
    };
  }, [wanted, parse]);
  return { parse, load };
}

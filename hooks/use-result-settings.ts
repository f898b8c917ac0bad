import { useSyncExternalStore } from 'react';
import {
  DEFAULT_RESULT_SETTINGS,
  type ResultSettings,
  resultSettingsNow,
  subscribeToResultSettings,
} from '@/lib/preferences/result-settings';

/** D31: the visitor's result settings; the defaults while the server renders and during hydration. */
export function useResultSettings(): ResultSettings {
  return useSyncExternalStore(subscribeToResultSettings, resultSettingsNow, () => DEFAULT_RESULT_SETTINGS);
}

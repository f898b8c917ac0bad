/**
 * The one localStorage key of the visitor's result settings (D31), in a module of its own: the privacy page names it,
 * and a converter waiting for its first use (issue 36) checks it without loading the settings' code.
 */
export const RESULT_SETTINGS_KEY = 'convertelo:resultados';

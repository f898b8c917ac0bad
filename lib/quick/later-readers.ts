/**
 * Issue 36: the chunk the quick box loads when a question, read with every name as typed, settles nothing: the
 * readers of the other questions (lib/quick/other-questions.ts), the corrections of misspelt names
 * (lib/quick/near-names.ts), the names nearest to an unknown one (lib/quick/unit-suggestions.ts) and the refusals of what the site does not convert (lib/quick/not-converted.ts).
 */
import { correctedName } from './near-names';
import { CURRENCY_MESSAGE, leftOutMessage, namesCurrency } from './not-converted';
import { otherQuestion } from './other-questions';
import type { LaterReaders } from './types';
import { suggestionsFor, unknownUnit } from './unit-suggestions';

export const laterReaders: LaterReaders = {
  otherQuestion,
  correctedName,
  unknownUnit,
  suggestionsFor,
  namesCurrency,
  leftOutMessage,
  currencyMessage: CURRENCY_MESSAGE,
};

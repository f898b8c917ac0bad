import { NUMERIC } from '@/components/ui/numeric';
import { ingredientLabel } from '@/lib/units/ingredients';
import type { Ingredient } from '@/lib/units/types';

interface IngredientSelectProps {
  id: string;
  items: readonly Ingredient[];
  value: string;
  /** Why the ingredient does not matter for the units chosen (D29), or ''. */
  hint: string;
  onChange: (key: string) => void;
}

/** D29: the third select of the cooking page. Its hint says when the conversion needs no ingredient. */
export function IngredientSelect({ id, items, value, hint, onChange }: IngredientSelectProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>Ingrediente</label>
      <select
        id={id}
        value={value}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {items.map((item) => (
          <option key={item.key} value={item.key} {...NUMERIC}>
            {ingredientLabel(item)}
          </option>
        ))}
      </select>
      <p className="field__hint" id={hintId} aria-live="polite">
        {hint}
      </p>
    </div>
  );
}

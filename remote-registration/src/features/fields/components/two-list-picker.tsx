import { Button } from '@portal/shared/ui-base';
import { BaseCheckbox } from '@portal/shared/ui-base-forms';
import { useState } from 'react';
import { useFieldsMessages } from '../messages/catalog';

interface Props {
  id: string;
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  describedBy?: string;
  disabled?: boolean;
}

/**
 * Spec 2.8, type 9 (multi-select group list): the options not chosen and the chosen ones side by side;
 * ticked items move across with Add and Remove. The chosen list keeps the options' order.
 */
export const TwoListPicker = ({
  id,
  label,
  options,
  value,
  onChange,
  describedBy,
  disabled = false,
}: Props) => {
  const m = useFieldsMessages();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const chosen = new Set(value);
  const available = options.filter((option) => !chosen.has(option));
  const selected = options.filter((option) => chosen.has(option));
  const tickedIn = (list: readonly string[]) => list.filter((option) => ticked.has(option));

  const toggle = (option: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(option);
    else next.delete(option);
    setTicked(next);
  };
  const move = (adding: boolean) => {
    const moving = new Set(tickedIn(adding ? available : selected));
    onChange(
      options.filter((option) =>
        adding ? chosen.has(option) || moving.has(option) : chosen.has(option) && !moving.has(option),
      ),
    );
    setTicked(new Set([...ticked].filter((option) => !moving.has(option))));
  };

  const list = (legend: string, items: readonly string[]) => (
    <fieldset>
      <legend>{legend}</legend>
      {items.length === 0 ? (
        <p className="reg-description">{m('twoList.none')}</p>
      ) : (
        <ul>
          {items.map((option) => (
            <li key={option}>
              <BaseCheckbox
                disabled={disabled}
                checked={ticked.has(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              >
                {option}
              </BaseCheckbox>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );

  return (
    <div id={id} className="reg-two-lists" role="group" aria-label={label} aria-describedby={describedBy}>
      {list(m('twoList.available', { label }), available)}
      <div className="reg-two-lists-moves">
        <Button onClick={() => move(true)} disabled={disabled} aria-label={m('twoList.addTo', { label })}>
          {m('twoList.add')}
        </Button>
        <Button
          onClick={() => move(false)}
          disabled={disabled}
          aria-label={m('twoList.removeFrom', { label })}
        >
          {m('twoList.remove')}
        </Button>
      </div>
      {list(m('twoList.chosen', { label }), selected)}
    </div>
  );
};

interface CheckGroupProps {
  readonly legend: string;
  readonly name: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
}

/** A labelled group of checkboxes: a multi-select that works with the keyboard and screen readers. */
export function CheckGroup({ legend, name, options, selected, onChange }: CheckGroupProps) {
  const toggle = (value: string, on: boolean) => onChange(on ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset>
      <legend>{legend}</legend>
      <div class="checks">
        {options.map((option) => (
          <label key={option.value} class="check">
            <input type="checkbox" name={name} value={option.value} checked={selected.includes(option.value)} onChange={(e) => toggle(option.value, e.currentTarget.checked)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

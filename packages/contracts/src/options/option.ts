/** A select option: `value` is what is stored and sent, `label` what the screen shows. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** Options whose stored value is the label itself (most lists of spec 2 §3.11). */
export function toOptions<const V extends string>(values: readonly V[]): Option<V>[] {
  return values.map((value) => ({ value, label: value }));
}

/** Looks up the label of a stored value; unknown values are shown as stored. */
export function optionLabel(options: readonly Option[], value: string | null | undefined): string {
  if (value == null) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}

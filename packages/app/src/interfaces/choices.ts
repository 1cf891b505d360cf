/**
 * The `choices` option shared by the choice interfaces (dropdown, multiselect, checkboxes,
 * radio-buttons): a `{stored: label}` object, possibly saved as a JSON string, or a list of
 * `{value, text|label}` / plain strings.
 */
export type Choices = Record<string, string>;

export interface ParsedChoices {
  choices: Choices;
  /** The JSON parse error when the option is an unreadable string. */
  error: string | null;
}

function fromList(list: unknown[]): Choices {
  const out: Choices = {};
  for (const item of list) {
    if (item && typeof item === 'object') {
      const { value, text, label } = item as Record<string, unknown>;
      if (value === undefined || value === null) continue;
      out[String(value)] = String(text ?? label ?? value);
    } else if (item !== null && item !== undefined) {
      out[String(item)] = String(item);
    }
  }
  return out;
}

export function parseChoices(raw: unknown): ParsedChoices {
  let source = raw;
  if (typeof source === 'string') {
    if (source.trim() === '') return { choices: {}, error: null };
    try {
      source = JSON.parse(source);
    } catch (error) {
      return { choices: {}, error: (error as Error).message };
    }
  }
  if (Array.isArray(source)) return { choices: fromList(source), error: null };
  if (source && typeof source === 'object') {
    const out: Choices = {};
    for (const [key, label] of Object.entries(source)) out[key] = label == null ? key : String(label);
    return { choices: out, error: null };
  }
  return { choices: {}, error: null };
}

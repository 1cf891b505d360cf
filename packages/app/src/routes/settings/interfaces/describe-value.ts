/** The debugger's view of an emitted value: its JavaScript type and its JSON text. */
export function describeValue(value: unknown): { type: string; text: string } {
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  let text: string;
  try {
    text = value === undefined ? 'undefined' : JSON.stringify(value, null, 2);
  } catch {
    text = String(value);
  }
  return { type, text };
}

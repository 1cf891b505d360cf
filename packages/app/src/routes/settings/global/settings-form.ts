/**
 * The global settings form's data (app-catalogue §4): the settings rows as form values and the
 * settings fields as the form's fields, adjusted for the app.
 */
import type { Field, Setting } from '@atrium/sdk';
import { hasInterface } from '../../../interfaces/registry';

/**
 * Form values from the settings rows. JSON settings (the asset whitelist) come back as text
 * (api.md §5.15) and are parsed for their interface.
 */
export function settingsValues(rows: readonly Setting[], fields: readonly Field[]): Record<string, unknown> {
  const types = new Map(fields.map((f) => [f.field, String(f.type)]));
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    let value: unknown = row.value;
    if (types.get(row.key) === 'json' && typeof value === 'string' && value.trim()) {
      try {
        value = JSON.parse(value);
      } catch {
        // left as text: the interface shows what is stored
      }
    }
    out[row.key] = value;
  }
  return out;
}

/**
 * The form's fields keyed by name: the default locale is limited to the app's languages; the
 * logo, foreground and background images use the file interface (upload, choose from the library,
 * deselect). A field whose interface this build does not have (an extension's, uninstalled) is
 * left out rather than shown as a broken control; `missing` names those.
 */
export function settingsFormFields(fields: readonly Field[]): {
  fields: Record<string, Field>;
  missing: string[];
} {
  const out: Record<string, Field> = {};
  const missing: string[] = [];
  for (const field of fields) {
    if (field.interface && !hasInterface(field.interface)) {
      if (!field.hidden_detail) missing.push(field.field);
      continue;
    }
    const options = field.options && !Array.isArray(field.options) ? field.options : {};
    out[field.field] =
      field.field === 'default_locale' ? { ...field, options: { ...options, limit: true } } : field;
  }
  return { fields: out, missing };
}

/** The value a setting is saved with: file settings send the file's id (api.md §5.15). */
export function settingPayload(field: Field | undefined, value: unknown): unknown {
  if (field?.type === 'file' && value && typeof value === 'object' && 'id' in value)
    return (value as { id: unknown }).id;
  return value;
}

/**
 * The contract of a field interface (app-catalogue.md §0). An interface is one folder under
 * `src/interfaces/<id>/` whose `index.ts` default-exports an {@link InterfaceModule}; the
 * registry (`registry.ts`) finds the folders with `import.meta.glob` and loads each one only
 * when a field needs it, so every interface is its own chunk.
 */
import type { ComponentType } from 'react';
import type { Collection, Field, FieldType, FieldWidth, Relation } from '@atrium/sdk';

/** One option an interface takes (shown in the field wizard, rendered by the form engine). */
export interface InterfaceOption {
  name: string;
  /** Markdown; may hold `$t:` words. */
  comment?: string;
  /** The interface that edits this option. */
  interface: string;
  type?: FieldType | string;
  length?: number | string;
  default?: unknown;
  /** Options passed to the option's own interface. */
  options?: Record<string, unknown>;
  required?: boolean;
  /** Collapsed under "Advanced Options" in the field wizard. */
  advanced?: boolean;
}

export type InterfaceRelationKind = 'm2o' | 'o2m' | 'm2m' | 'file' | 'user' | 'user_updated' | 'translation';

export interface InterfaceMeta {
  /** `$t:key` words resolve to `interfaces.<id>.<key>`. */
  name: string;
  version: string;
  /** First entry = default type. */
  types: (FieldType | string)[];
  icon: string;
  options: Record<string, InterfaceOption>;
  recommended?: {
    length?: number;
    defaultValue?: unknown;
    required?: boolean;
    validation?: string;
  };
  relation?: InterfaceRelationKind | { type: InterfaceRelationKind; relatedCollection?: string };
  /** Renders a group of controls (radios, checkboxes): label is a legend, subgrid layout. */
  fieldset?: boolean;
  hideLabel?: boolean;
}

/**
 * A relation resolved for a field (app-catalogue §0 "Relations"): the relation row, plus the
 * junction's own m2o relation for many-to-many.
 */
export interface ResolvedRelation extends Relation {
  junction?: Relation | null;
}

export interface InputProps<V = unknown, O = Record<string, unknown>> {
  /** Interface id. */
  id: string;
  /** Field name. */
  name: string;
  value: V | null | undefined;
  type: FieldType | string;
  length: string | number | null;
  datatype: string | null;
  readonly: boolean;
  required: boolean;
  loading: boolean;
  /** Effective options (defaults merged per app-catalogue §0). */
  options: O;
  newItem: boolean;
  relation: ResolvedRelation | null;
  /** Sibling fields keyed by name. */
  fields: Record<string, Field>;
  collection: string;
  primaryKey: string | number | null;
  /** Sibling values (saved merged with staged edits). */
  values: Record<string, unknown>;
  /**
   * The field's saved value (before any staged edit). Relational interfaces emit diffs against
   * it (app-catalogue §8 pitfall 4) and show the saved rows with the staged changes applied.
   */
  savedValue?: unknown;
  width: FieldWidth;
  /** Stage a new value for this field. */
  onInput(value: V | null): void;
  /** Stage a value for a sibling field (e.g. slug mirroring). */
  onSetField?(field: string, value: unknown): void;
  /** DOM id for the control, so the field label can point at it. */
  inputId: string;
}

export interface DisplayProps<V = unknown, O = Record<string, unknown>> {
  name: string;
  value: V | null | undefined;
  type: FieldType | string;
  length: string | number | null;
  datatype: string | null;
  /** The whole row. */
  values: Record<string, unknown>;
  collection: string;
  relation: ResolvedRelation | null;
  options: O;
}

export interface InterfaceModule<V = unknown, O = Record<string, unknown>> {
  id: string;
  meta: InterfaceMeta;
  Input: ComponentType<InputProps<V, O>>;
  Display: ComponentType<DisplayProps<V, O>>;
}

/** What forms and cells need to know about the collection they render. */
export type CollectionLike = Pick<Collection, 'collection' | 'fields'>;

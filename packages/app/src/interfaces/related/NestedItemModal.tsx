import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { Field } from '@atrium/sdk';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Form } from '../../form/Form';
import { createStaging, currentValues } from '../../form/staging';
import type { Row } from './payload';

export interface NestedItemModalProps {
  title: string;
  collection: string;
  fields: Record<string, Field>;
  /** The row as it stands (saved values with earlier staged changes); defaults for a new one. */
  row: Row;
  newItem: boolean;
  primaryKey: string | number | null;
  /** Fields shown read-only (the back-reference of a one-to-many). */
  readonlyFields?: readonly string[];
  readonly?: boolean;
  /** Done: what changed in this modal, and every value. */
  onDone(changes: Row, values: Row): void;
  onCancel(): void;
}

/**
 * "Creating Item" / "Editing Item": a related item's own form (the form engine, nested) in a
 * modal. Closing it discards what was typed.
 */
export function NestedItemModal(props: NestedItemModalProps) {
  const { t } = useTranslation();
  // One store per opened row: the modal mounts anew for each.
  const store = useMemo(() => createStaging(props.row), []); // eslint-disable-line react-hooks/exhaustive-deps
  const edits = useStore(store, (s) => s.edits);
  const rules = useMemo(
    () => ({ writeBlacklist: props.readonlyFields ?? [], readonly: props.readonly }),
    [props.readonlyFields, props.readonly],
  );
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      className="related-item-modal"
      actions={
        <>
          <Button variant="secondary" onClick={props.onCancel}>
            {t('cancel')}
          </Button>
          {!props.readonly && (
            <Button
              disabled={!props.newItem && Object.keys(edits).length === 0}
              onClick={() => {
                const state = store.getState();
                props.onDone(state.edits, currentValues(state));
              }}
            >
              {t('done')}
            </Button>
          )}
        </>
      }
    >
      <Form
        store={store}
        collection={props.collection}
        fields={props.fields}
        primaryKey={props.primaryKey}
        newItem={props.newItem}
        rules={rules}
        idPrefix={`nested-${props.collection}`}
        className="related-item-form"
      />
    </Modal>
  );
}

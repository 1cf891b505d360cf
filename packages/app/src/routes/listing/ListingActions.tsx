/**
 * The listing's header buttons (product.md §2, §5): batch edit (more than one selected), delete
 * (any selected, confirmed with the count) and add, each only when permitted.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PrimaryKey } from '@atrium/sdk';
import { Confirm } from '../../components/Confirm';
import { Icon } from '../../components/Icon';
import { collectionLink } from '../../lib/routes';
import type { ListingButtons } from './listing-permissions';

interface Props {
  buttons: ListingButtons;
  project: string;
  collection: string;
  selection: PrimaryKey[];
  deleting: boolean;
  addButton?: (allowed: boolean) => ReactNode;
  onDelete(): void;
  onBatchEdit(): void;
}

export function ListingActions(props: Props) {
  const { t } = useTranslation();
  const { buttons, selection } = props;
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="listing-actions">
      {buttons.batchEdit && (
        <button
          type="button"
          className="round-button round-button-action"
          aria-label={t('batch_edit_items', { count: selection.length })}
          title={t('batch_edit_items', { count: selection.length })}
          onClick={props.onBatchEdit}
        >
          <Icon name="mode_edit" />
        </button>
      )}
      {buttons.delete && (
        <button
          type="button"
          className="round-button round-button-danger"
          aria-label={t('delete_items', { count: selection.length })}
          title={t('delete_items', { count: selection.length })}
          onClick={() => setConfirming(true)}
        >
          <Icon name="delete_outline" />
        </button>
      )}
      {selection.length === 0 &&
        (props.addButton
          ? props.addButton(buttons.add)
          : buttons.add && (
              <Link
                className="round-button round-button-primary"
                to={`${collectionLink(props.project, props.collection)}/+`}
                aria-label={t('add_new')}
                title={t('add_new')}
              >
                <Icon name="add" />
              </Link>
            ))}
      {confirming && (
        <Confirm
          message={t('batch_delete_confirm', { count: selection.length })}
          confirmText={t('delete')}
          danger
          loading={props.deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            props.onDelete();
          }}
        />
      )}
    </div>
  );
}

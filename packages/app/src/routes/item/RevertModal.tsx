import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field, PrimaryKey, Revision } from '@atrium/sdk';
import { useRevert } from '../../api/revisions/mutations';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { Form } from '../../form/Form';
import { createStaging } from '../../form/staging';
import { errorCode, errorMessage } from '../../lib/errors';
import { notify } from '../../stores/notifications';
import { RelatedRevertPreview } from './revert/RelatedRevertPreview';

interface RevertModalProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  fields: Record<string, Field>;
  revision: Revision;
  /** The revision's date, formatted. */
  date: string;
  onClose(): void;
  onReverted(): void;
}

/** 'Preview and revert' (product.md §2): the old revision as a read-only form, a dated warning, revert. */
export function RevertModal(props: RevertModalProps) {
  const { t } = useTranslation();
  const revert = useRevert(props.project);
  const store = useMemo(() => createStaging(props.revision.data ?? {}), [props.revision]);
  const rules = useMemo(() => ({ readonly: true }), []);
  return (
    <Modal
      title={t('preview_and_revert')}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={revert.isPending}
            onClick={() =>
              revert.mutate(
                { collection: props.collection, key: props.itemKey, revision: props.revision.id },
                {
                  onSuccess: () => {
                    notify({ title: t('item_reverted'), color: 'success' });
                    props.onReverted();
                  },
                  onError: (error) =>
                    notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' }),
                },
              )
            }
          >
            {t('revert')}
          </Button>
        </>
      }
    >
      <Notice color="warning">{t('revert_copy', { date: props.date })}</Notice>
      <div className="revert-preview">
        <RelatedRevertPreview {...props} revision={props.revision.id} />
        <Form
          store={store}
          collection={props.collection}
          fields={props.fields}
          primaryKey={props.itemKey}
          rules={rules}
          className="form-single"
          idPrefix="revision"
        />
      </div>
    </Modal>
  );
}

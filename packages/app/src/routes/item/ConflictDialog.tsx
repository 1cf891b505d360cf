import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Notice } from '../../components/Notice';
import { Form } from '../../form/Form';
import { createStaging } from '../../form/staging';
import type { Conflict } from './useItemEditor';

interface ConflictDialogProps {
  collection: string;
  fields: Record<string, Field>;
  conflict: Conflict;
  /** Fields whose saved value changed under the edits. */
  differing: ReadonlySet<string>;
  onResolve(choice: 'mine' | 'theirs'): void;
}

/**
 * A stale write (code 217): someone saved the item after it was opened. The choice: see their
 * version (the changed fields marked), keep mine and overwrite, or discard mine.
 */
export function ConflictDialog({ collection, fields, conflict, differing, onResolve }: ConflictDialogProps) {
  const { t } = useTranslation();
  const [showTheirs, setShowTheirs] = useState(false);
  const store = useMemo(() => createStaging(conflict.theirs), [conflict.theirs]);
  const rules = useMemo(() => ({ readonly: true }), []);
  const mineChanged = Object.keys(conflict.mine).filter((f) => differing.has(f));
  return (
    <Modal
      title={t('conflict_title')}
      role="alertdialog"
      onClose={() => undefined}
      actions={
        <>
          <Button variant="secondary" onClick={() => setShowTheirs((v) => !v)} aria-expanded={showTheirs}>
            {showTheirs ? t('conflict_hide_theirs') : t('conflict_see_theirs')}
          </Button>
          <Button variant="danger" onClick={() => onResolve('theirs')}>
            {t('conflict_discard_mine')}
          </Button>
          <Button variant="primary" onClick={() => onResolve('mine')} autoFocus>
            {t('conflict_keep_mine')}
          </Button>
        </>
      }
    >
      <Notice color="warning">{t('conflict_copy', { count: differing.size })}</Notice>
      {mineChanged.length > 0 && (
        <p className="conflict-overlap">{t('conflict_overlap', { fields: mineChanged.join(', ') })}</p>
      )}
      {showTheirs && (
        <div className="conflict-theirs">
          <Form
            store={store}
            collection={collection}
            fields={fields}
            rules={rules}
            highlight={differing}
            className="form-single"
            idPrefix="theirs"
          />
        </div>
      )}
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Modal } from './Modal';

export interface ConfirmProps {
  message: string;
  confirmText?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/cancel alert dialog; Escape cancels. */
export default function ConfirmDialog({
  message,
  confirmText,
  danger,
  loading,
  onConfirm,
  onCancel,
}: ConfirmProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={message}
      role="alertdialog"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {t('cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} loading={loading}>
            {confirmText ?? t('confirm')}
          </Button>
        </>
      }
    >
      {null}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import './Modal.css';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  actions?: ReactNode;
  /** `alertdialog` for confirmations; a click on the smoke does not close those. */
  role?: 'dialog' | 'alertdialog';
  /** Extra class on the box (e.g. a wider modal). */
  className?: string;
}

/**
 * A modal dialog over react-aria-components: open while mounted; focus moves in and stays inside,
 * Escape (and, for plain dialogs, a click outside) closes, focus returns to the opener.
 */
export function Modal({ title, onClose, children, actions, role = 'dialog', className }: ModalProps) {
  return (
    <ModalOverlay
      className="modal-smoke"
      isOpen
      isDismissable={role === 'dialog'}
      onOpenChange={(open) => !open && onClose()}
    >
      <AriaModal className={className ? `modal ${className}` : 'modal'}>
        <Dialog role={role} className="modal-dialog">
          <Heading slot="title" className="modal-title">
            {title}
          </Heading>
          <div className="modal-body">{children}</div>
          {actions && <div className="modal-actions">{actions}</div>}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

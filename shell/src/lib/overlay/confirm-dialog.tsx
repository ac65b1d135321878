import { Button } from '@portal/shared/ui-base';
import { useId, useRef, type ReactNode } from 'react';
import { ModalLayer } from './modal-layer';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The action asked about (Discard): the primary button. */
  confirmText: string;
  /** Leaving things as they are (Keep editing): where focus starts, and what Escape does. */
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A question over the page, answered by one of two buttons; focus starts on the one that changes nothing. */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalLayer
      open={open}
      onCloseRequest={onCancel}
      labelledBy={titleId}
      className="pt-confirm"
      onOpened={() => cancelRef.current?.focus()}
    >
      <div id={titleId} className="pt-confirm-title">
        {title}
      </div>
      <div>{children}</div>
      <div className="pt-confirm-footer">
        <Button ref={cancelRef} onClick={onCancel}>
          {cancelText}
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmText}
        </Button>
      </div>
    </ModalLayer>
  );
};

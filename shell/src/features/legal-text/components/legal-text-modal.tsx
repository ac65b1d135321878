import { HtmlContent } from '@portal/shared';
import { Button, Modal } from '@portal/shared/ui';
import { useLegalTextMessages } from '../messages/catalog';

export type LegalText = { title: string; html: string };
export type LegalTextModalProps = { text: LegalText; onClose: () => void };

/** A configured legal text in the info modal; loaded (with antd's Modal) when first opened. */
export const LegalTextModal = ({ text, onClose }: LegalTextModalProps) => {
  const m = useLegalTextMessages();
  return (
    // The title and the text are the school's, as its configuration words them.
    <Modal
      open
      title={text.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{m('legalText.close')}</Button>}
    >
      {/* Configured text is HTML from the school's configuration: sanitized before it is shown. */}
      <HtmlContent html={text.html} />
    </Modal>
  );
};

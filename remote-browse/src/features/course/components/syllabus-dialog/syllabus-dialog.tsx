import { HtmlContent } from '@portal/shared';
import { Button, Modal } from '@portal/shared/ui';
import { useSyllabusDialogMessages } from './messages/catalog';

type Props = { title: string; syllabus: string; open: boolean; onClose: () => void };

/** The course's Syllabus modal (spec section 2), loaded with its first open (syllabus-button.tsx). */
const SyllabusDialog = ({ title, syllabus, open, onClose }: Props) => {
  const m = useSyllabusDialogMessages();
  return (
    <Modal
      title={m('course.syllabusTitle', { title })}
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{m('course.close')}</Button>}
      destroyOnHidden
    >
      <HtmlContent html={syllabus} />
    </Modal>
  );
};

export default SyllabusDialog;

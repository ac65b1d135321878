import { HtmlContent } from '@portal/shared';
import { Button, Modal } from '@portal/shared/ui';
import { useState } from 'react';

/** The course's Syllabus modal (spec section 2). */
export const SyllabusButton = ({ title, syllabus }: { title: string; syllabus: string }) => {
  const [open, setOpen] = useState(false);
  if (!syllabus.trim()) return null;
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => setOpen(true)} className="browse-align-start">
        Syllabus
      </Button>
      <Modal
        title={`Syllabus: ${title}`}
        open={open}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Close</Button>}
        destroyOnHidden
      >
        <HtmlContent html={syllabus} />
      </Modal>
    </>
  );
};

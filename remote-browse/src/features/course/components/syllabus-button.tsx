import { Button, lazyOnDemand, loadOnIntent } from '@portal/shared/ui-base';
import { useState } from 'react';
import { OnDemandDialog } from '../../../lib/on-demand-dialog';
import { useCourseMessages } from '../messages/catalog';

const loadDialog = () => import('./syllabus-dialog/syllabus-dialog');
const SyllabusDialog = lazyOnDemand(loadDialog);

/** The course's Syllabus button; its modal loads on the first press. */
export const SyllabusButton = ({ title, syllabus }: { title: string; syllabus: string }) => {
  const m = useCourseMessages();
  const [open, setOpen] = useState(false);
  if (!syllabus.trim()) return null;
  return (
    <>
      <Button
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="browse-align-start"
        {...loadOnIntent(loadDialog)}
      >
        {m('course.syllabus')}
      </Button>
      <OnDemandDialog open={open}>
        <SyllabusDialog title={title} syllabus={syllabus} open={open} onClose={() => setOpen(false)} />
      </OnDemandDialog>
    </>
  );
};

import { Button, lazyOnDemand, loadOnIntent } from '@portal/shared/ui-base';
import { useState } from 'react';
import { OnDemandDialog } from '../../../lib/on-demand-dialog';

const loadDialog = () => import('./instructor-dialog/instructor-dialog');
const InstructorDialog = lazyOnDemand(loadDialog);

/** The instructor's name; pressing it opens the bio panel, its code and the bio loaded then. */
export const InstructorButton = ({ instructorId, name }: { instructorId: number; name: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...loadOnIntent(loadDialog)}
      >
        {name}
      </Button>
      <OnDemandDialog open={open}>
        <InstructorDialog
          instructorId={instructorId}
          name={name}
          open={open}
          onClose={() => setOpen(false)}
        />
      </OnDemandDialog>
    </>
  );
};

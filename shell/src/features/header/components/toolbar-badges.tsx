import { useHostServices, type LoggedStudentResponse } from '@portal/shared';
import { Button, CountBadge, Popover } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import { useState } from 'react';
import { paths } from '../../../lib/modules/paths';
import { DocumentsIcon, FormsIcon, ToolbarLabel } from './header-icons';

/** Pending registration forms: the count, and a popover of titles each with View (opens the registration slide-out). */
export const PendingFormsBadge = ({
  forms,
}: {
  forms: LoggedStudentResponse['pendingRegistrationForms'];
}) => {
  const [open, setOpen] = useState(false);
  const { openSlideOut } = useHostServices();
  if (forms.length === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title="Pending registration forms"
      trigger={(props) => (
        <CountBadge count={forms.length}>
          <Button {...props} aria-label={`Pending registration forms, ${forms.length}`}>
            <FormsIcon />
            <ToolbarLabel>Forms</ToolbarLabel>
          </Button>
        </CountBadge>
      )}
    >
      <ul className="pt-list" style={{ width: 300, maxWidth: '100%' }}>
        {forms.map((form) => (
          <li
            key={form.registrationInfoId}
            style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}
          >
            <span>{form.title}</span>
            <Button
              variant="link"
              aria-label={`View ${form.title}`}
              onClick={() => {
                setOpen(false);
                openSlideOut('registration', {
                  venueType: form.venueType,
                  venueId: form.venueId,
                  registrationInfoId: form.registrationInfoId,
                });
              }}
            >
              View
            </Button>
          </li>
        ))}
      </ul>
    </Popover>
  );
};

/** Documents requiring attention: the count, and a popover linking to /documents. */
export const DocumentsBadge = ({ count, documentsOn }: { count: number; documentsOn: boolean }) => {
  const [open, setOpen] = useState(false);
  if (count === 0 || !documentsOn) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title="Documents requiring attention"
      trigger={(props) => (
        <CountBadge count={count}>
          <Button {...props} aria-label={`Documents requiring attention, ${count}`}>
            <DocumentsIcon />
            <ToolbarLabel>Documents</ToolbarLabel>
          </Button>
        </CountBadge>
      )}
    >
      <Link to={paths.documents} onClick={() => setOpen(false)}>
        {count === 1 ? '1 document needs your attention' : `${count} documents need your attention`}
      </Link>
    </Popover>
  );
};

import { useHostServices, type LoggedStudentResponse } from '@portal/shared';
import { Button, CountBadge, Popover } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import { useState } from 'react';
import { paths } from '../../../lib/modules/paths';
import { DocumentsIcon, FormsIcon, ToolbarLabel } from './header-icons';
import { useHeaderMessages } from '../messages/catalog';

/** Pending registration forms: the count, and a popover of titles each with View (opens the registration slide-out). */
export const PendingFormsBadge = ({
  forms,
}: {
  forms: LoggedStudentResponse['pendingRegistrationForms'];
}) => {
  const m = useHeaderMessages();
  const [open, setOpen] = useState(false);
  const { openSlideOut } = useHostServices();
  if (forms.length === 0) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title={m('pendingForms.title')}
      trigger={(props) => (
        <CountBadge count={forms.length}>
          <Button {...props} aria-label={m('pendingForms.button', { count: forms.length })}>
            <FormsIcon />
            <ToolbarLabel>{m('pendingForms.label')}</ToolbarLabel>
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
              aria-label={m('pendingForms.viewForm', { title: form.title })}
              onClick={() => {
                setOpen(false);
                openSlideOut('registration', {
                  venueType: form.venueType,
                  venueId: form.venueId,
                  registrationInfoId: form.registrationInfoId,
                });
              }}
            >
              {m('pendingForms.view')}
            </Button>
          </li>
        ))}
      </ul>
    </Popover>
  );
};

/** Documents requiring attention: the count, and a popover linking to /documents. */
export const DocumentsBadge = ({ count, documentsOn }: { count: number; documentsOn: boolean }) => {
  const m = useHeaderMessages();
  const [open, setOpen] = useState(false);
  if (count === 0 || !documentsOn) return null;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      title={m('documentsBadge.title')}
      trigger={(props) => (
        <CountBadge count={count}>
          <Button {...props} aria-label={m('documentsBadge.button', { count })}>
            <DocumentsIcon />
            <ToolbarLabel>{m('documentsBadge.label')}</ToolbarLabel>
          </Button>
        </CountBadge>
      )}
    >
      <Link to={paths.documents} onClick={() => setOpen(false)}>
        {m('documentsBadge.count', { count })}
      </Link>
    </Popover>
  );
};

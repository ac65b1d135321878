import { useHostServices, type LoggedStudentResponse } from '@portal/shared';
import { Badge, Button, Popover } from '@portal/shared/ui';
import { List } from '@portal/shared/ui-data';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../modules/paths';

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
      trigger="click"
      placement="bottomRight"
      title="Pending registration forms"
      content={
        <List
          style={{ width: 300, maxWidth: '80vw' }}
          dataSource={forms}
          rowKey={(form) => form.registrationInfoId}
          renderItem={(form) => (
            <List.Item
              actions={[
                <Button
                  key="view"
                  type="link"
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
                </Button>,
              ]}
            >
              {form.title}
            </List.Item>
          )}
        />
      }
    >
      <Badge count={forms.length} size="small">
        <Button
          aria-label={`Pending registration forms, ${forms.length}`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          Forms
        </Button>
      </Badge>
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
      trigger="click"
      placement="bottomRight"
      title="Documents requiring attention"
      content={
        <Link to={paths.documents} onClick={() => setOpen(false)}>
          {count === 1 ? '1 document needs your attention' : `${count} documents need your attention`}
        </Link>
      }
    >
      <Badge count={count} size="small">
        <Button
          aria-label={`Documents requiring attention, ${count}`}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          Documents
        </Button>
      </Badge>
    </Popover>
  );
};

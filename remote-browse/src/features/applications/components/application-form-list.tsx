import { Button, Card, GridList, Heading, Notice } from '@portal/shared/ui-base';
import type { StudentApplicationForm } from '../../../contract';
import { applicationFormButton } from '../../venue/rules/enroll-action';
import { useOpenApplicationForm } from '../api/open-application-form';
import { applicationStatusText } from '../rules/application-status';

const ApplicationFormCard = ({ form, canAct }: { form: StudentApplicationForm; canAct: boolean }) => {
  const open = useOpenApplicationForm();
  const button = applicationFormButton(form.userFormStatus);
  const titleId = `application-${form.id}-title`;
  return (
    <Card size="small" aria-labelledby={titleId}>
      <Heading level={3} id={titleId} className="browse-size-16">
        {form.name}
      </Heading>
      <p className="pt-secondary">{applicationStatusText(form.userFormStatus)}</p>
      {canAct ? (
        <Button
          variant={button.action ? 'primary' : 'default'}
          disabled={button.action === null}
          loading={open.isPending}
          aria-describedby={titleId}
          onClick={() => {
            open.reset();
            open.mutate(form);
          }}
        >
          {button.label}
        </Button>
      ) : null}
      {open.isError ? <Notice type="error" title={open.error.message} /> : null}
    </Card>
  );
};

/**
 * The student's application forms, each with its status and the button its class or pathway shows:
 * Continue Application for a started one, Form submitted (disabled) past that. `canAct` is full
 * access (spec section 6: only full-access users see class actions).
 */
export const ApplicationFormList = ({
  forms,
  canAct,
}: {
  forms: StudentApplicationForm[];
  canAct: boolean;
}) => (
  <GridList columns={{ sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} label="Your application forms">
    {forms.map((form) => (
      <li key={form.id}>
        <ApplicationFormCard form={form} canAct={canAct} />
      </li>
    ))}
  </GridList>
);

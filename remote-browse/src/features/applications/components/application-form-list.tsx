import { Refusal } from '@portal/shared/i18n';
import { Button, Card, GridList, Heading, Notice } from '@portal/shared/ui-base';
import type { StudentApplicationForm } from '../../../contract';
import { applicationFormButton } from '../../venue/rules/application-form';
import { useVenueRulesMessages } from '../../venue/rules/messages/catalog';
import { useApplicationsMessages } from '../messages/catalog';
import { useOpenApplicationForm } from '../api/open-application-form';
import { applicationStatusText } from '../rules/application-status';

const ApplicationFormCard = ({ form, canAct }: { form: StudentApplicationForm; canAct: boolean }) => {
  const m = useApplicationsMessages();
  // The form's button and the refusals shown below (translated by their English).
  const rules = useVenueRulesMessages();
  const open = useOpenApplicationForm();
  const button = applicationFormButton(form.userFormStatus, rules);
  const titleId = `application-${form.id}-title`;
  return (
    <Card size="small" aria-labelledby={titleId}>
      <Heading level={3} id={titleId} className="browse-size-16">
        {form.name}
      </Heading>
      <p className="pt-secondary">{applicationStatusText(form.userFormStatus, m)}</p>
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
      {open.isError ? <Notice type="error" title={<Refusal text={open.error.message} />} /> : null}
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
}) => {
  const m = useApplicationsMessages();
  return (
    <GridList columns={{ sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} label={m('applications.listLabel')}>
      {forms.map((form) => (
        <li key={form.id}>
          <ApplicationFormCard form={form} canAct={canAct} />
        </li>
      ))}
    </GridList>
  );
};

import { Refusal } from '@portal/shared/i18n';
import { Form } from '@portal/shared/ui-forms';
import { Button, LoadError, Notice, SkeletonLines } from '@portal/shared/ui-base';
import { fieldAnchorId, FieldControl } from '../../fields/components/field-control';
import { groupFields } from '../../form/rules/field-groups';
import { scrollToField } from '../../../lib/scroll-to-field';
import type { RegistrationWizard } from '../hooks/use-registration-wizard';
import { PrerequisitesPanel } from './prerequisites';
import { RefundPolicyAgreement } from './refund-policy-agreement';
import { useWizardMessages } from '../messages/catalog';

/** The message of a refusal on entry; with a field, a Go link that scrolls to it (spec 2.1). */
export const EntryAlertView = ({ wizard }: { wizard: RegistrationWizard }) => {
  const m = useWizardMessages();
  const alert = wizard.entryAlert;
  if (!alert) return null;
  const fieldId = alert.fieldId;
  return (
    <Notice
      type="error"
      title={<Refusal text={alert.message} />}
      action={
        fieldId === null ? undefined : (
          <Button variant="link" onClick={() => scrollToField(fieldAnchorId(fieldId))}>
            {m('entry.go')}
          </Button>
        )
      }
    />
  );
};

/** Spec 2.1, entry: prerequisites first, then the fields by control group and the refund policy. */
export const EntryStep = ({ wizard }: { wizard: RegistrationWizard }) => {
  const m = useWizardMessages();
  const { form, registration } = wizard;
  if (wizard.listsError) {
    return (
      <LoadError
        title={m('entry.listsLoadFailed')}
        error={wizard.listsError}
        onRetry={() => void wizard.reloadLists()}
      />
    );
  }
  if (!wizard.prerequisitesReady) return <SkeletonLines rows={6} label={m('entry.loading')} />;
  if (!wizard.prerequisitesMet) {
    return <PrerequisitesPanel have={wizard.have} onChanged={() => void wizard.reloadLists()} />;
  }
  const busy = wizard.processing !== null;
  return (
    <Form layout="vertical" component="div" requiredMark>
      <div className="reg-panel">
        {groupFields(wizard.fields).map((group) => (
          <fieldset key={group.key} className="reg-group">
            <legend>{group.title}</legend>
            {group.fields.map((field) => (
              <FieldControl
                key={field.studentRegistrationFieldId}
                field={field}
                value={form.values[field.studentRegistrationFieldId] ?? null}
                error={form.showErrors ? form.errors[field.studentRegistrationFieldId] : undefined}
                onChange={wizard.change}
                contacts={wizard.contacts}
                addresses={wizard.addresses}
                summary={wizard.summary}
                onListsChanged={wizard.reloadLists}
                disabled={busy}
              />
            ))}
          </fieldset>
        ))}
        {registration.refundPolicy ? (
          <RefundPolicyAgreement
            policy={registration.refundPolicy}
            agreed={form.refundPolicyAgreed}
            onChange={wizard.agreeRefundPolicy}
            error={wizard.refundError}
            disabled={busy}
          />
        ) : null}
        <p aria-live="polite" className={form.signed ? undefined : 'reg-description'}>
          {form.signed ? m('entry.signed') : m('entry.notSigned')}
        </p>
      </div>
    </Form>
  );
};

import { Refusal } from '@portal/shared/i18n';
import { startTransition, useEffect, useState } from 'react';
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
  return <EntryForm wizard={wizard} />;
};

/**
 * The fields are drawn one at a time: the first at once, each next one in a transition after the
 * last paint, so that a key pressed meanwhile waits for one field at most. Measured with the base
 * kit's controls (`pnpm measure:interactions`, 4x CPU: first open, longest key press): all at once
 * 137 and 32 ms (pressed the moment Register shows: 270 ms), one at a time 108 and 40 ms (130 ms).
 * Under antd's form items it was 281 and 64 ms four at a time, 213 and 56 ms one at a time (ADR 014,
 * tenth and eleventh passes).
 */
export const FIELDS_AT_A_TIME = 1;

/** How many of `total` fields are drawn: FIELDS_AT_A_TIME more after each paint, until all are. */
const useFieldsInTurn = (total: number): number => {
  const [shown, setShown] = useState(() => Math.min(total, FIELDS_AT_A_TIME));
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(Math.min(total, shown + FIELDS_AT_A_TIME)));
  }, [shown, total]);
  return Math.max(shown, Math.min(total, FIELDS_AT_A_TIME));
};

const EntryForm = ({ wizard }: { wizard: RegistrationWizard }) => {
  const m = useWizardMessages();
  const { form, registration } = wizard;
  const shown = useFieldsInTurn(wizard.fields.length);
  const busy = wizard.processing !== null;
  let drawn = 0;
  // Busy while fields are still being drawn: assistive technology waits for the whole form.
  return (
    <div className="reg-panel" aria-busy={shown < wizard.fields.length || undefined}>
      {groupFields(wizard.fields).map((group) => {
        const fields = group.fields.slice(0, Math.max(0, shown - drawn));
        drawn += group.fields.length;
        return fields.length === 0 ? null : (
          <fieldset key={group.key} className="reg-group">
            <legend>{group.title}</legend>
            {fields.map((field) => (
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
        );
      })}
      {shown < wizard.fields.length ? null : (
        <>
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
        </>
      )}
    </div>
  );
};

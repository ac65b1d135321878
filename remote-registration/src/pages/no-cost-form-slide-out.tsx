import { HtmlContent, type SlideOutProps, useHostServices } from '@portal/shared';
import { Button, Notice, QuerySection } from '@portal/shared/ui-base';
import { useState } from 'react';
import { submitNoCostForm, useNoCostForm } from '../features/no-cost/api/no-cost-form';
import { useReloadVenueAndPendingForms } from '../features/form/api/registration-api';
import { serverMessageOr } from '../lib/server-message';
import { injectRegistrationStyles } from '../lib/styles';

injectRegistrationStyles();

const COULD_NOT_SUBMIT = 'Could not submit the form';

/** Spec 2.2: a class's no-cost form, its title, body and submit text, with Discard and Submit. */
export const NoCostFormSlideOut = ({ classId }: SlideOutProps['noCostForm']) => {
  const host = useHostServices();
  const form = useNoCostForm(classId);
  const reloadVenue = useReloadVenueAndPendingForms();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async () => {
    setSubmitting(true);
    setError(null);
    try {
      await submitNoCostForm(classId);
      setDone(true);
      await reloadVenue();
    } catch (failure) {
      setError(serverMessageOr(failure, COULD_NOT_SUBMIT));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <QuerySection
      headingId="no-cost-form-heading"
      heading={form.data ? form.data.title : 'Enroll'}
      query={form}
      what="Form"
    >
      {(data) => (
        <div className="reg-wizard">
          <HtmlContent className="reg-html" html={data.body} />
          {done ? (
            <Notice type="success" title="You are enrolled." />
          ) : (
            <p>
              <strong>{data.submitText}</strong>
            </p>
          )}
          {error ? <Notice type="error" title={error} /> : null}
          <div className="reg-actions">
            {done ? (
              <Button variant="primary" onClick={host.closeSlideOut}>
                Done
              </Button>
            ) : (
              <>
                <Button onClick={host.closeSlideOut} disabled={submitting}>
                  Discard
                </Button>
                <Button variant="primary" onClick={() => void submit()} loading={submitting}>
                  Submit
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </QuerySection>
  );
};

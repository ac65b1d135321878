import { HtmlContent, type SlideOutProps, useHostServices } from '@portal/shared';
import { Refusal } from '@portal/shared/i18n';
import { Button, Notice, QuerySection } from '@portal/shared/ui-base';
import { useState } from 'react';
import { submitNoCostForm, useNoCostForm } from '../features/no-cost/api/no-cost-form';
import { useNoCostMessages } from '../features/no-cost/messages/catalog';
import { useReloadVenueAndPendingForms } from '../features/form/api/registration-api';
import { serverMessageOr } from '../lib/server-message';
import { injectRegistrationStyles } from '../lib/styles';
import { useCommonMessages } from '../messages/catalog';

injectRegistrationStyles();

/** Spec 2.2: a class's no-cost form, its title, body and submit text, with Discard and Submit. */
export const NoCostFormSlideOut = ({ classId }: SlideOutProps['noCostForm']) => {
  const m = useNoCostMessages();
  const common = useCommonMessages();
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
      setError(serverMessageOr(failure, m('noCost.submitFailed')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <QuerySection
      headingId="no-cost-form-heading"
      heading={form.data ? form.data.title : m('noCost.heading')}
      query={form}
      what={{ notFound: m('noCost.notFound'), loadError: m('noCost.loadFailed') }}
    >
      {(data) => (
        <div className="reg-wizard">
          <HtmlContent className="reg-html" html={data.body} />
          {done ? (
            <Notice type="success" title={m('noCost.enrolled')} />
          ) : (
            <p>
              <strong>{data.submitText}</strong>
            </p>
          )}
          {error ? <Notice type="error" title={<Refusal text={error} />} /> : null}
          <div className="reg-actions">
            {done ? (
              <Button variant="primary" onClick={host.closeSlideOut}>
                {common('common.done')}
              </Button>
            ) : (
              <>
                <Button onClick={host.closeSlideOut} disabled={submitting}>
                  {m('noCost.discard')}
                </Button>
                <Button variant="primary" onClick={() => void submit()} loading={submitting}>
                  {common('common.submit')}
                </Button>
              </>
            )}
          </div>
        </div>
      )}
    </QuerySection>
  );
};

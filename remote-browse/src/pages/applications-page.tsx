import { hasFullAccess, useSessionStore } from '@portal/shared';
import { EmptyState, LoadError, SkeletonLines } from '@portal/shared/ui-base';
import { Link } from '@portal/shared/router';
import { PageSection } from '../lib/page-section';
import { paths } from '../lib/paths';
import { injectBrowseStyles } from '../lib/styles';
import { useApplicationsMessages } from '../features/applications/messages/catalog';
import { ApplicationFormList } from '../features/applications/components/application-form-list';
import { useCategories } from '../features/categories/api/get-categories';
import { RestrictedNotice } from '../features/venue/components/restricted-notice';

injectBrowseStyles();

const StudentApplications = ({ canAct }: { canAct: boolean }) => {
  const m = useApplicationsMessages();
  // The student's forms come with the categories reply (spec section 7: rapidappForms).
  const categories = useCategories();
  // A cached copy never holds the student's forms: wait for the reply.
  if (categories.isError) {
    return (
      <LoadError
        title={m('applications.loadError')}
        error={categories.error}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (categories.isPending || categories.isPlaceholderData) {
    return <SkeletonLines rows={4} label={m('applications.loading')} />;
  }
  const forms = categories.data.rapidappForms;
  if (forms.length === 0) {
    return (
      <EmptyState>
        {m.rich('applications.empty', {
          link: (chunks) => (
            <Link key="browse" to={paths.categories}>
              {chunks}
            </Link>
          ),
        })}
      </EmptyState>
    );
  }
  return <ApplicationFormList forms={forms} canAct={canAct} />;
};

/**
 * `/applications` (the sidebar's My Applications): the application forms the student started, each
 * continued as its class or pathway's Continue Application button does. The spec's full-screen
 * `/application/{id}` is not shown; this list is the portal's own way to come back to a form.
 */
export const ApplicationsPage = () => {
  const m = useApplicationsMessages();
  const student = useSessionStore((state) => state.student);
  return (
    <PageSection headingId="applications-heading" title={m('applications.title')}>
      <RestrictedNotice />
      {student ? <StudentApplications canAct={hasFullAccess(student)} /> : null}
    </PageSection>
  );
};

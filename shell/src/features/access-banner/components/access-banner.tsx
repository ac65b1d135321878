import { useSessionStore, type Student } from '@portal/shared';
import { Button, Notice } from '@portal/shared/ui-base';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../../lib/lazy-named';
import { useAccessBannerMessages } from '../messages/catalog';

const CompletionModal = lazyNamed<{ student: Student; open: boolean; onClose: () => void }>(
  () => import('../../account-state/components/completion-modal'),
  'CompletionModal',
);

/** The restricted-access danger alerts (spec section 2), with the completion modal for a missing record. */
export const AccessBanner = () => {
  const m = useAccessBannerMessages();
  const student = useSessionStore((state) => state.student);
  const [completing, setCompleting] = useState(false);
  if (!student || student.requiresPersonalInfo) return null;
  return (
    <div
      style={{
        display: 'grid',
        gap: 8,
        marginBottom: student.isVerified && student.hasAxRecord ? 0 : 16,
      }}
    >
      {!student.isVerified ? <Notice type="error" title={m('accessBanner.notVerified')} /> : null}
      {!student.hasAxRecord ? (
        <Notice
          type="error"
          title={m.rich('accessBanner.noRecord', {
            link: (chunks) => (
              <Button variant="link" onClick={() => setCompleting(true)}>
                {chunks}
              </Button>
            ),
          })}
        />
      ) : null}
      {!student.hasAxRecord && completing ? (
        <Suspense fallback={null}>
          <CompletionModal student={student} open={completing} onClose={() => setCompleting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
};

import { useSessionStore, type Student } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../forms/lazy-named';

const CompletionModal = lazyNamed<{ student: Student; open: boolean; onClose: () => void }>(
  () => import('./completion-modal'),
  'CompletionModal',
);

/** The restricted-access danger alerts (spec section 2), with the completion modal for a missing record. */
export const AccessBanner = () => {
  const student = useSessionStore((state) => state.student);
  const [completing, setCompleting] = useState(false);
  if (!student || student.requiresPersonalInfo) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: student.isVerified && student.hasAxRecord ? 0 : 16 }}>
      {!student.isVerified ? (
        <Alert
          type="error"
          showIcon
          message="Your account is not verified, please check your email for a verification link."
        />
      ) : null}
      {!student.hasAxRecord ? (
        <Alert
          type="error"
          showIcon
          message={
            <>
              You don&apos;t have a student account,{' '}
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => setCompleting(true)}>
                Click here
              </Button>{' '}
              to complete your student account information.
            </>
          }
        />
      ) : null}
      {!student.hasAxRecord && completing ? (
        <Suspense fallback={null}>
          <CompletionModal student={student} open={completing} onClose={() => setCompleting(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
};

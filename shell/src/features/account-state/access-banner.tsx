import { useSessionStore } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { useState } from 'react';
import { CompletionModal } from './completion-modal';

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
      {!student.hasAxRecord ? (
        <CompletionModal student={student} open={completing} onClose={() => setCompleting(false)} />
      ) : null}
    </Flex>
  );
};

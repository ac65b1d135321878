import { Alert } from '@portal/shared/ui';

/** A form-level message (the server's, or the spec's summary), announced when it appears. */
export const FormError = ({ message }: { message: string | null }) =>
  message ? <Alert type="error" showIcon title={message} role="alert" style={{ marginBottom: 16 }} /> : null;

import type { RemoteComponentProps } from '@portal/shared';
import { SignatureEditor } from '../features/signature/components/signature-editor';
import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/** For other remotes (registration forms): the signature editor, titled by the host page. */
export const SignatureEditorPanel = (props: RemoteComponentProps['profile/SignatureEditor']) => (
  <SignatureEditor {...props} heading={false} />
);

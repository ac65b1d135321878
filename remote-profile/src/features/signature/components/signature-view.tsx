import { Alert, Button, Flex, Skeleton } from '@portal/shared/ui';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from './canvas';

type Props = {
  signature: string | null | undefined;
  loading: boolean;
  error: string | null;
  warning: string;
  disabled: boolean;
  onDraw: () => void;
  onUpload: () => void;
  onType: () => void;
};

/** View mode: the current signature, or the warning; the three ways to create one. */
export const SignatureView = ({
  signature,
  loading,
  error,
  warning,
  disabled,
  onDraw,
  onUpload,
  onType,
}: Props) => {
  return (
    <Flex vertical gap="middle" align="flex-start">
      {loading ? <Skeleton.Image active className="profile-signature-skeleton" /> : null}
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {!loading && !error && signature ? (
        <img
          src={signature}
          alt="Your signature"
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          className="profile-signature-frame"
        />
      ) : null}
      {!loading && !error && !signature ? <Alert type="warning" showIcon title={warning} /> : null}
      <Flex gap="small" wrap>
        <Button onClick={onDraw} disabled={disabled}>
          Draw a Signature
        </Button>
        <Button onClick={onUpload} disabled={disabled}>
          Upload a Signature
        </Button>
        <Button onClick={onType} disabled={disabled}>
          Type a Signature
        </Button>
      </Flex>
    </Flex>
  );
};

import { Alert, Button, Flex, Skeleton, theme } from '@portal/shared/ui';
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
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="middle" align="flex-start">
      {loading ? (
        <Skeleton.Image active style={{ width: SIGNATURE_WIDTH, height: SIGNATURE_HEIGHT }} />
      ) : null}
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {!loading && !error && signature ? (
        <img
          src={signature}
          alt="Your signature"
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          style={{
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
            maxWidth: '100%',
          }}
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

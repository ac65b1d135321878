import { Button, loadOnIntent, Notice } from '@portal/shared/ui-base';
import { useSignatureMessages } from '../messages/catalog';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '../rules/signature-size';

type Props = {
  signature: string | null | undefined;
  loading: boolean;
  error: string | null;
  warning: string;
  disabled: boolean;
  onDraw: () => void;
  onUpload: () => void;
  onType: () => void;
  /** Start loading each step's code, for when its button is about to be pressed. */
  loadSteps: Record<'draw' | 'upload' | 'type', () => Promise<unknown>>;
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
  loadSteps,
}: Props) => {
  const m = useSignatureMessages();
  return (
    <div className="profile-stack profile-start">
      {loading ? (
        <div className="profile-signature-skeleton" role="status" aria-label={m('signature.view.loading')} />
      ) : null}
      {error ? <Notice type="error" title={error} /> : null}
      {!loading && !error && signature ? (
        <img
          src={signature}
          alt={m('signature.view.imageAlt')}
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          className="profile-signature-frame"
        />
      ) : null}
      {!loading && !error && !signature ? <Notice type="warning" title={warning} /> : null}
      <div className="profile-actions">
        <Button onClick={onDraw} disabled={disabled} {...loadOnIntent(loadSteps.draw)}>
          {m('signature.view.draw')}
        </Button>
        <Button onClick={onUpload} disabled={disabled} {...loadOnIntent(loadSteps.upload)}>
          {m('signature.view.upload')}
        </Button>
        <Button onClick={onType} disabled={disabled} {...loadOnIntent(loadSteps.type)}>
          {m('signature.view.type')}
        </Button>
      </div>
    </div>
  );
};

import { useHostServices } from '@portal/shared';
import { Flex, Tooltip, Typography } from '@portal/shared/ui';
import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '../../signature/rules/signature-size';
import { StepButtons } from '../../signature/components/step-buttons';
import { useTimedFlag } from '../../signature/hooks/use-timed-flag';
import { useProfileMessages } from '../../../messages/catalog';
import { useDrawStepMessages } from '../messages/catalog';

/** Spec section 9: the tooltip shows for 2 seconds. */
export const DRAW_TOOLTIP_MS = 2000;

type Props = { saving: boolean; onBack: () => void; onSave: (pngDataUrl: string) => void };

/** Draw mode: a 320x160 pad; Back, Retry (clears the pad), Save. */
export const DrawStep = ({ saving, onBack, onSave }: Props) => {
  const m = useDrawStepMessages();
  const common = useProfileMessages();
  const { notify } = useHostServices();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const tooltipOpen = useTimedFlag(DRAW_TOOLTIP_MS);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    // White paper, so that the PNG reads like the other signatures.
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(0, 0, 0)' });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  // While the signature uploads the pad is locked.
  useEffect(() => {
    if (saving) padRef.current?.off();
    else padRef.current?.on();
  }, [saving]);

  const save = () => {
    const pad = padRef.current;
    if (!pad || pad.isEmpty()) {
      notify.error(m('signature.draw.empty'), m('signature.draw.emptyTitle'));
      return;
    }
    onSave(pad.toDataURL('image/png'));
  };

  return (
    <Flex vertical gap="middle" align="flex-start">
      <Tooltip open={tooltipOpen} title={m('signature.draw.tooltip')} placement="top">
        <canvas
          ref={canvasRef}
          width={SIGNATURE_WIDTH}
          height={SIGNATURE_HEIGHT}
          aria-label={m('signature.draw.pad')}
          className={`profile-signature-frame profile-signature-pad${saving ? ' profile-signature-pad-locked' : ''}`}
        />
      </Tooltip>
      <Typography.Text type="secondary">{m('signature.draw.hint')}</Typography.Text>
      <StepButtons
        saving={saving}
        buttons={[
          { label: common('common.back'), onClick: onBack },
          { label: m('signature.draw.retry'), onClick: () => padRef.current?.clear() },
          { label: common('common.save'), onClick: save, primary: true, saves: true },
        ]}
      />
    </Flex>
  );
};

export default DrawStep;

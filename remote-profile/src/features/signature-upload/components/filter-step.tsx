import { Flex, Typography } from '@portal/shared/ui';
import { Slider } from '@portal/shared/ui-forms';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  brightnessRange,
  clampThreshold,
  cutBlackAndWhite,
  initialThreshold,
  smoothedBrightness,
  type ImageDataLike,
} from '../../signature/rules/black-and-white';
import { useProfileMessages } from '../../../messages/catalog';
import { useUploadStepMessages } from '../messages/catalog';
import { JPEG_QUALITY, paintPixels } from '../../signature/components/canvas';
import { StepButtons } from '../../signature/components/step-buttons';

type Props = {
  source: ImageDataLike;
  saving: boolean;
  onBack: () => void;
  onSave: (jpegDataUrl: string) => void;
};

/**
 * Filter mode: a black-and-white preview of the cropped image; the threshold slider starts at the
 * midpoint of its darkest and lightest brightness and is bounded by them.
 */
export const FilterStep = ({ source, saving, onBack, onSave }: Props) => {
  const m = useUploadStepMessages();
  const common = useProfileMessages();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const range = useMemo(() => brightnessRange(source), [source]);
  // Smoothing does not depend on the threshold: once per image.
  const smoothed = useMemo(() => smoothedBrightness(source), [source]);
  const [threshold, setThreshold] = useState(() => initialThreshold(range));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (canvas) paintPixels(canvas, cutBlackAndWhite(smoothed, source.width, source.height, threshold));
  }, [smoothed, source, threshold]);

  const save = () => {
    const canvas = canvasRef.current;
    if (canvas) onSave(canvas.toDataURL('image/jpeg', JPEG_QUALITY));
  };

  return (
    <Flex vertical gap="middle" align="flex-start">
      <canvas
        ref={canvasRef}
        width={source.width}
        height={source.height}
        role="img"
        aria-label={m('signature.filter.preview')}
        className="profile-signature-frame"
      />
      {/* As wide as the image, which each upload sizes. */}
      <Flex vertical className="profile-fit" style={{ width: source.width }}>
        <Typography.Text id="signature-threshold-label">{m('signature.filter.hint')}</Typography.Text>
        <Slider
          min={range.min}
          max={range.max}
          value={threshold}
          disabled={saving || range.min === range.max}
          ariaLabelledByForHandle="signature-threshold-label"
          onChange={(value: number) => setThreshold(clampThreshold(value, range))}
        />
      </Flex>
      <StepButtons
        saving={saving}
        buttons={[
          { label: common('common.back'), onClick: onBack },
          { label: common('common.save'), onClick: save, primary: true, saves: true },
        ]}
      />
    </Flex>
  );
};

export default FilterStep;

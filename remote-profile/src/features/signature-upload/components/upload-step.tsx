import { useHostServices } from '@portal/shared';
import { Button, Flex, Typography } from '@portal/shared/ui';
import { Slider } from '@portal/shared/ui-forms';
import { useState, type ChangeEvent } from 'react';
import { ImageFileButton } from '../../../lib/image-file-button';
import { useProfileMessages } from '../../../messages/catalog';
import { useUploadStepMessages } from '../messages/catalog';
import Cropper from 'react-easy-crop';
import {
  readFileAsDataUrl,
  renderCrop,
  SIGNATURE_HEIGHT,
  SIGNATURE_WIDTH,
} from '../../signature/components/canvas';
import type { ImageDataLike } from '../../signature/rules/black-and-white';
import { ROTATE_STEP, rotateBy } from '../../signature/rules/crop-geometry';
import { StepButtons } from '../../signature/components/step-buttons';
import { emptyUpload, type UploadState } from '../../signature/components/upload-state';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

type Props = {
  state: UploadState;
  onChange: (state: UploadState) => void;
  saving: boolean;
  onBack: () => void;
  onNext: (image: ImageDataLike) => void;
};

/** Upload mode: choose an image, zoom, pan and rotate it; Back, Clear, Next (to the filter). */
export const UploadStep = ({ state, onChange, saving, onBack, onNext }: Props) => {
  const m = useUploadStepMessages();
  const common = useProfileMessages();
  const { notify } = useHostServices();
  const [preparing, setPreparing] = useState(false);
  const update = (change: Partial<UploadState>) => onChange({ ...state, ...change });

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      onChange({ ...emptyUpload, imageSrc: await readFileAsDataUrl(file, common) });
    } catch (error) {
      notify.error(
        error instanceof Error ? error.message : common('common.readFileFailed'),
        m('signature.upload.title'),
      );
    }
  };

  const rotate = (step: number) => {
    if (!state.imageSrc) {
      notify.error(m('signature.upload.nothingToRotate'), m('signature.upload.rotateErrorTitle'));
      return;
    }
    update({ rotation: rotateBy(state.rotation, step) });
  };

  const next = async () => {
    if (!state.imageSrc || !state.area) {
      notify.error(m('signature.upload.missing'), m('signature.upload.title'));
      return;
    }
    setPreparing(true);
    try {
      onNext(await renderCrop(state.imageSrc, state.area, state.rotation, common));
    } catch (error) {
      notify.error(
        error instanceof Error ? error.message : common('common.readImageFailed'),
        m('signature.upload.title'),
      );
    } finally {
      setPreparing(false);
    }
  };

  return (
    <Flex vertical gap="middle" align="stretch" className="profile-upload">
      <Flex gap="small" align="center" wrap>
        <ImageFileButton
          accept="image/png,image/jpeg,image/gif,image/webp,image/bmp"
          inputLabel={m('signature.upload.choosePhoto')}
          onChosen={(event) => void chosen(event)}
          disabled={saving}
        >
          {m('signature.upload.choosePhoto')}
        </ImageFileButton>
        <Button onClick={() => rotate(-ROTATE_STEP)} disabled={saving}>
          {m('signature.upload.rotateLeft')}
        </Button>
        <Button onClick={() => rotate(ROTATE_STEP)} disabled={saving}>
          {m('signature.upload.rotateRight')}
        </Button>
      </Flex>
      <div className="profile-crop-area">
        {state.imageSrc ? (
          <Cropper
            image={state.imageSrc}
            crop={state.crop}
            zoom={state.zoom}
            rotation={state.rotation}
            aspect={SIGNATURE_WIDTH / SIGNATURE_HEIGHT}
            minZoom={MIN_ZOOM}
            maxZoom={MAX_ZOOM}
            onCropChange={(crop) => update({ crop })}
            onZoomChange={(zoom) => update({ zoom })}
            onRotationChange={(rotation) => update({ rotation })}
            onCropComplete={(_area, area) => update({ area })}
            // The crop area is focusable and moves the image with the arrow keys.
            cropperProps={{
              role: 'group',
              'aria-label': m('signature.upload.cropArea'),
            }}
          />
        ) : (
          <Flex justify="center" align="center" className="profile-crop-empty">
            <Typography.Text type="secondary">{m('signature.upload.noImage')}</Typography.Text>
          </Flex>
        )}
      </div>
      <Flex align="center" gap="small">
        <Typography.Text id="signature-zoom-label">{m('signature.upload.zoom')}</Typography.Text>
        <Slider
          className="profile-zoom-slider"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.1}
          value={state.zoom}
          disabled={!state.imageSrc || saving}
          ariaLabelledByForHandle="signature-zoom-label"
          onChange={(zoom: number) => update({ zoom })}
        />
      </Flex>
      <Typography.Text type="secondary">{m('signature.upload.hint')}</Typography.Text>
      <StepButtons
        saving={saving || preparing}
        buttons={[
          { label: common('common.back'), onClick: onBack },
          { label: m('signature.upload.clear'), onClick: () => onChange(emptyUpload) },
          { label: m('signature.upload.next'), onClick: () => void next(), primary: true },
        ]}
      />
    </Flex>
  );
};

export default UploadStep;

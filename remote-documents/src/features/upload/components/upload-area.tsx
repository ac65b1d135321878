import { Refusal } from '@portal/shared/i18n';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Radio, Slider } from '@portal/shared/ui-forms';
import { useCallback, useId, useState, type Dispatch } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { CAPTURE_FORMATS, formatBytes, MAX_UPLOAD_BYTES, type CaptureFormat } from '../../../contract';
import { useUploadMessages } from '../messages/catalog';
import type { UploadEvent, UploadState } from '../rules/upload-machine';
import { cropImage, readAsDataUrl } from './crop-image';

/** The message of each capture format's choice, by the format's name (spec 9). */
const FORMAT_LABEL_IDS = {
  Portrait: 'upload.formats.portrait',
  Landscape: 'upload.formats.landscape',
  'ID Card': 'upload.formats.idCard',
} as const satisfies Record<CaptureFormat['name'], string>;

type Props = {
  state: UploadState;
  dispatch: Dispatch<UploadEvent>;
  /** The too-large message of this upload (a document's or an attachment's). */
  tooLarge: (size: string) => string;
};

/** Upload mode: choose a picture (then crop, rotate and pick a format) or a PDF. */
const Picker = ({ state, dispatch, tooLarge }: Props) => {
  const m = useUploadMessages();
  const inputId = useId();
  const [format, setFormat] = useState<CaptureFormat>(CAPTURE_FORMATS[0]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      dispatch({ type: 'refused', message: tooLarge(formatBytes(MAX_UPLOAD_BYTES)) });
      return;
    }
    const dataUrl = await readAsDataUrl(file, m);
    if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) {
      dispatch({ type: 'pick-document', name: file.name, dataUrl });
    } else {
      setRotation(0);
      setZoom(1);
      dispatch({ type: 'pick-image', dataUrl });
    }
  };

  const rotate = (by: number) => {
    if (!state.source) dispatch({ type: 'rotate-without-image' });
    else setRotation((current) => (current + by + 360) % 360);
  };

  const add = async () => {
    if (!state.source || !area) return;
    setBusy(true);
    try {
      dispatch({ type: 'add-to-upload', dataUrl: await cropImage(state.source, area, rotation, format, m) });
    } catch (error) {
      dispatch({
        type: 'refused',
        message: error instanceof Error ? error.message : m('upload.pictureUnreadable'),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap="middle">
      <div>
        <label htmlFor={inputId} className="doc-label">
          {m('upload.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {state.source ? (
        <>
          <Radio.Group
            aria-label={m('upload.formatLabel')}
            value={format.name}
            onChange={(event) =>
              setFormat(CAPTURE_FORMATS.find((candidate) => candidate.name === event.target.value)!)
            }
            options={CAPTURE_FORMATS.map((candidate) => ({
              value: candidate.name,
              label: m(FORMAT_LABEL_IDS[candidate.name], {
                width: candidate.width,
                height: candidate.height,
              }),
            }))}
          />
          <div className="doc-cropper">
            <Cropper
              image={state.source}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={format.width / format.height}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={onCropComplete}
            />
          </div>
          <label className="doc-label">
            {m('upload.zoom')}
            <Slider
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={setZoom}
              aria-label={m('upload.zoom')}
            />
          </label>
        </>
      ) : null}
      <Flex gap="small" wrap>
        <Button onClick={() => rotate(-90)}>{m('upload.rotateLeft')}</Button>
        <Button onClick={() => rotate(90)}>{m('upload.rotateRight')}</Button>
      </Flex>
      <Flex gap="small" wrap>
        <Button onClick={() => dispatch({ type: 'cancel' })}>{m('common.cancel')}</Button>
        <Button type="primary" disabled={!state.source || !area} loading={busy} onClick={() => void add()}>
          {m('upload.addToUpload')}
        </Button>
      </Flex>
    </Flex>
  );
};

/** Confirm-upload: the files so far, each with Remove. */
const FileList = ({ state, dispatch }: Omit<Props, 'tooLarge'>) => {
  const m = useUploadMessages();
  return (
    <ul className="doc-files" aria-label={m('upload.files')}>
      {state.files.map((file, index) => (
        <li key={`${file.name}-${index}`} className="doc-file">
          {file.kind === 'image' ? (
            <img src={file.dataUrl} alt={file.name} className="doc-thumb" />
          ) : (
            <span className="doc-pdf" aria-hidden="true">
              {m('upload.pdf')}
            </span>
          )}
          <span className="doc-file-name">{file.name}</span>
          <Button
            size="small"
            danger
            onClick={() => dispatch({ type: 'remove', index })}
            aria-label={m('upload.removeFile', { name: file.name })}
          >
            {m('upload.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
};

/** What an upload shows in its mode; the panel's footer holds Upload, Clear, Submit and Close. */
export const UploadArea = (props: Props) => (
  <Flex vertical gap="middle">
    {props.state.error ? <Alert type="error" showIcon title={<Refusal text={props.state.error} />} /> : null}
    {props.state.mode === 'upload' ? <Picker {...props} /> : null}
    {props.state.mode === 'confirm-upload' ? (
      <FileList state={props.state} dispatch={props.dispatch} />
    ) : null}
  </Flex>
);

/** A refused upload (spec 4.3, 8): the server's message in a red alert, and Back to the files. */
export const UploadFailure = ({ message, onBack }: { message: string; onBack: () => void }) => {
  const m = useUploadMessages();
  return (
    <Flex vertical gap="small">
      <Alert type="error" showIcon title={<Refusal text={message} />} role="alert" />
      <div>
        <Button onClick={onBack}>{m('common.back')}</Button>
      </div>
    </Flex>
  );
};

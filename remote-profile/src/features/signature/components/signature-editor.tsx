import { useHostServices, type RemoteComponentProps } from '@portal/shared';
import { Heading, lazyOnDemand, OnDemand, useEditorFocus } from '@portal/shared/ui-base';
import { useId, useRef, useState } from 'react';
import { useSignatureMessages } from '../messages/catalog';
import { useSignature, useUpdateSignature } from '../api/signature';
import type { ImageDataLike } from '../rules/black-and-white';
import { SignatureView } from './signature-view';
import { emptyUpload, type UploadState } from './upload-state';

/**
 * The steps (a drawing pad, a cropper, antd's controls) load when their button is about to be
 * pressed: the view, all most visits see, draws from the base kit (ADR 014).
 */
const loadSteps = {
  draw: () => import('../../signature-draw/components/draw-step'),
  upload: () => import('../../signature-upload/components/upload-step'),
  type: () => import('../../signature-type/components/type-step'),
};
const loadFilterStep = () => import('../../signature-upload/components/filter-step');
const DrawStep = lazyOnDemand(loadSteps.draw);
const UploadStep = lazyOnDemand(loadSteps.upload);
const TypeStep = lazyOnDemand(loadSteps.type);
const FilterStep = lazyOnDemand(loadFilterStep);

type Mode = 'view' | 'draw' | 'upload' | 'filter' | 'type';

type Props = RemoteComponentProps['profile/SignatureEditor'] & {
  /** The editor's own heading; off when the host page titles it. */
  heading?: { level: 2 | 3 | 4 } | false;
};

/**
 * The signature editor (spec sections 2 and 4): view, draw, upload, filter and type. Every save, done
 * or failed, returns to view and reloads the current signature.
 */
export const SignatureEditor = ({
  message,
  requireSignature = false,
  onSaved,
  heading = { level: 3 },
}: Props) => {
  const m = useSignatureMessages();
  const { notify } = useHostServices();
  const signature = useSignature();
  const update = useUpdateSignature();
  const [mode, setMode] = useState<Mode>('view');
  const [upload, setUpload] = useState<UploadState>(emptyUpload);
  const [filterSource, setFilterSource] = useState<ImageDataLike | null>(null);
  const headingId = useId();
  const saving = update.isPending;

  const save = (dataUrl: string) =>
    update.mutate(dataUrl, {
      onSuccess: () => {
        notify.success(m('signature.saved'));
        setUpload(emptyUpload);
        setFilterSource(null);
        onSaved?.();
      },
      onError: () => notify.error(m('signature.saveFailed'), m('signature.saveFailedTitle')),
      onSettled: () => setMode('view'),
    });

  const warning = message ?? (requireSignature ? m('signature.required') : m('signature.noSignature'));

  const sectionRef = useRef<HTMLElement>(null);
  useEditorFocus(sectionRef, mode);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : m('signature.title')}
    >
      {heading ? (
        <Heading level={heading.level} id={headingId}>
          {m('signature.title')}
        </Heading>
      ) : null}
      {mode === 'view' ? (
        <SignatureView
          signature={signature.data?.signature}
          loading={signature.isPending}
          error={signature.isError ? signature.error.message : null}
          warning={warning}
          disabled={saving}
          onDraw={() => setMode('draw')}
          onUpload={() => {
            // The filter comes next: its code loads while the student frames the image.
            void loadFilterStep();
            setMode('upload');
          }}
          onType={() => setMode('type')}
          loadSteps={loadSteps}
        />
      ) : null}
      <OnDemand label={m('signature.loadingStep')}>
        {mode === 'draw' ? <DrawStep saving={saving} onBack={() => setMode('view')} onSave={save} /> : null}
        {mode === 'upload' ? (
          <UploadStep
            state={upload}
            onChange={setUpload}
            saving={saving}
            onBack={() => setMode('view')}
            onNext={(image) => {
              setFilterSource(image);
              setMode('filter');
            }}
          />
        ) : null}
        {mode === 'filter' && filterSource ? (
          <FilterStep source={filterSource} saving={saving} onBack={() => setMode('upload')} onSave={save} />
        ) : null}
        {mode === 'type' ? <TypeStep saving={saving} onBack={() => setMode('view')} onSave={save} /> : null}
      </OnDemand>
    </section>
  );
};

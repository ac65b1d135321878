import { useHostServices } from '@portal/shared';
import { Flex } from '@portal/shared/ui';
import { Form, Input, Radio } from '@portal/shared/ui-forms';
import { useEffect, useId, useState } from 'react';
import {
  createCanvasMeasure,
  cssFont,
  fitFontSize,
  TEXT_BOX,
  textBoxWidth,
} from '../../signature/rules/fit-text';
import {
  SIGNATURE_FONTS,
  useSignatureFonts,
  type SignatureFont,
} from '../../signature/hooks/signature-fonts';
import { useProfileMessages } from '../../../messages/catalog';
import { useTypeStepMessages } from '../messages/catalog';
import { renderTypedSignature } from '../../signature/components/canvas';
import { StepButtons } from '../../signature/components/step-buttons';

const useWindowWidth = () => {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? undefined : window.innerWidth));
  useEffect(() => {
    const resized = () => setWidth(window.innerWidth);
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, []);
  return width;
};

/** Room for the box on a phone: the window less the page's padding. */
const PAGE_PADDING = 64;

type Props = { saving: boolean; onBack: () => void; onSave: (jpegDataUrl: string) => void };

/** Type mode: 'Sign here', a choice of eight script fonts, a live preview sized to fit the box. */
export const TypeStep = ({ saving, onBack, onSave }: Props) => {
  const m = useTypeStepMessages();
  const common = useProfileMessages();
  const { notify } = useHostServices();
  const inputId = useId();
  // Loading the fonts re-renders the step, so sizes are measured again with the real glyphs.
  useSignatureFonts();
  const [text, setText] = useState('');
  const [family, setFamily] = useState<SignatureFont>(SIGNATURE_FONTS[0]);
  const windowWidth = useWindowWidth();
  const boxWidth = textBoxWidth(windowWidth === undefined ? undefined : windowWidth - PAGE_PADDING);
  const [measure] = useState(createCanvasMeasure);
  const fontSize = fitFontSize(text.trim(), family, measure, boxWidth, TEXT_BOX.maxHeight);

  const save = () => {
    const signature = text.trim();
    if (signature === '') {
      notify.error(m('signature.type.blank'), m('signature.type.blankTitle'));
      return;
    }
    onSave(renderTypedSignature(signature, family, fontSize, common));
  };

  return (
    <Flex vertical gap="middle" align="flex-start" className="profile-full-width">
      <Form component={false} layout="vertical">
        {/* The box's width follows the window's. */}
        <Form.Item
          label={m('signature.type.signHere')}
          htmlFor={inputId}
          className="profile-sign-here"
          style={{ width: boxWidth }}
        >
          <Input
            id={inputId}
            value={text}
            maxLength={60}
            autoFocus
            autoComplete="off"
            disabled={saving}
            onChange={(event) => setText(event.target.value)}
            onPressEnter={save}
          />
        </Form.Item>
      </Form>
      <Radio.Group
        aria-label={m('signature.type.font')}
        value={family}
        disabled={saving}
        onChange={(event) => setFamily(event.target.value as SignatureFont)}
      >
        <Flex wrap gap="small">
          {SIGNATURE_FONTS.map((font) => (
            <Radio key={font} value={font}>
              {/* Each font's name in its own font. */}
              <span className="profile-font-sample" style={{ fontFamily: `'${font}', cursive` }}>
                {font}
              </span>
            </Radio>
          ))}
        </Flex>
      </Radio.Group>
      <div
        role="img"
        aria-label={
          text.trim() ? m('signature.type.previewOf', { text: text.trim() }) : m('signature.type.preview')
        }
        className="profile-signature-preview"
        // The box follows the window's width; the font and its size fit the text typed.
        style={{ width: boxWidth, font: cssFont(fontSize, family) }}
      >
        {text}
      </div>
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

export default TypeStep;

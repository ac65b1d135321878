import { HtmlContent } from '@portal/shared';
import { Heading } from '@portal/shared/ui-base';
import { hasText, type Registration } from '../../../contract';
import { useWizardMessages } from '../messages/catalog';

/** Spec 2.1, info: the instructions and, when present, the post-instructions. */
export const InfoStep = ({ registration }: { registration: Registration }) => {
  const m = useWizardMessages();
  return (
    <div className="reg-panel">
      <HtmlContent className="reg-html" html={registration.instructions ?? ''} />
      {hasText(registration.postInstructions) ? (
        <section aria-labelledby="reg-post-instructions">
          <Heading level={3} id="reg-post-instructions">
            {m('info.afterYouRegister')}
          </Heading>
          <HtmlContent className="reg-html" html={registration.postInstructions ?? ''} />
        </section>
      ) : null}
    </div>
  );
};

import { AfterFirstPaint, Heading, SkeletonLines } from '@portal/shared/ui-base';
import { lazy } from 'react';
import { useContactMessages } from '../features/contact-form/messages/catalog';
import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/**
 * The form loads once the page's heading and introduction have painted (AfterFirstPaint): its kit
 * (react-hook-form and the base kit's forms, about 22 KB) is not in the shell's first load, and a
 * page that imported it kept its largest paint, the introduction, waiting for those two requests
 * after the first load had run (LCP 2.48 s on a phone; ADR 014, eleventh pass). The placeholder
 * keeps the form's height, so that nothing on screen moves when the form takes its place.
 */
const ContactForm = lazy(() => import('../features/contact-form/components/contact-form'));

/** `/contact`: the contact form (e-mail, name, comment, phone), posted to /contact. */
export const ContactPage = () => {
  const m = useContactMessages();
  return (
    <section aria-labelledby="contact-heading" className="profile-contact">
      <Heading level={2} id="contact-heading">
        {m('contact.title')}
      </Heading>
      <p>{m('contact.intro')}</p>
      <AfterFirstPaint
        fallback={
          <div className="profile-contact-pending">
            <SkeletonLines rows={6} />
          </div>
        }
      >
        <ContactForm />
      </AfterFirstPaint>
    </section>
  );
};

import { AfterFirstPaint, Heading, SkeletonLines } from '@portal/shared/ui-base';
import { lazy } from 'react';
import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/**
 * The form itself, with antd's controls: loaded once the heading and the introduction have painted
 * (AfterFirstPaint), so that a phone shows the page before antd has arrived and run (ADR 014).
 */
const ContactForm = lazy(() => import('../features/contact-form/components/contact-form'));

/** `/contact`: the contact form (e-mail, name, comment, phone), posted to /contact. */
export const ContactPage = () => (
  <section aria-labelledby="contact-heading" className="profile-contact">
    <Heading level={2} id="contact-heading">
      Contact
    </Heading>
    <p>Send us a message and we will get back to you by e-mail.</p>
    <AfterFirstPaint
      fallback={
        <div className="pt-card">
          <div className="pt-card-body">
            <SkeletonLines rows={8} label="Loading the contact form" />
          </div>
        </div>
      }
    >
      <ContactForm />
    </AfterFirstPaint>
  </section>
);

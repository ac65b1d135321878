import { Heading } from '@portal/shared/ui-base';
import ContactForm from '../features/contact-form/components/contact-form';
import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/** `/contact`: the contact form (e-mail, name, comment, phone), posted to /contact. */
export const ContactPage = () => (
  <section aria-labelledby="contact-heading" className="profile-contact">
    <Heading level={2} id="contact-heading">
      Contact
    </Heading>
    <p>Send us a message and we will get back to you by e-mail.</p>
    <ContactForm />
  </section>
);

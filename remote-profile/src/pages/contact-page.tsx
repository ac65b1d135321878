import { Heading } from '@portal/shared/ui-base';
import ContactForm from '../features/contact-form/components/contact-form';
import { useContactMessages } from '../features/contact-form/messages/catalog';
import { injectProfileStyles } from '../lib/styles';

injectProfileStyles();

/** `/contact`: the contact form (e-mail, name, comment, phone), posted to /contact. */
export const ContactPage = () => {
  const m = useContactMessages();
  return (
    <section aria-labelledby="contact-heading" className="profile-contact">
      <Heading level={2} id="contact-heading">
        {m('contact.title')}
      </Heading>
      <p>{m('contact.intro')}</p>
      <ContactForm />
    </section>
  );
};

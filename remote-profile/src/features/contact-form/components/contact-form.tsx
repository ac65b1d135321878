import { zodResolver } from '@hookform/resolvers/zod';
import { studentDisplayName, useSessionStore } from '@portal/shared';
import { Button, Card, Notice } from '@portal/shared/ui-base';
import { BaseFormField, BaseInput, BasePhoneInput, BaseTextArea } from '@portal/shared/ui-base-forms';
import { useForm } from 'react-hook-form';
import { phoneDigits } from '@portal/shared';
import { useContactMessages } from '../messages/catalog';
import { useSendContactMessage } from '../api/send-contact-message';
import { CONTACT_FORM_LIMITS, contactFormSchema, type ContactFormValues } from '../rules/contact-form-schema';
/**
 * The contact form (e-mail, name, comment, phone), posted to /contact; its outcome above it. In the
 * base kit's controls, so that `/contact` runs no antd (ADR 014).
 */
const ContactForm = () => {
  const m = useContactMessages();
  const student = useSessionStore((state) => state.student);
  const send = useSendContactMessage();
  const { control, handleSubmit, reset, getValues } = useForm<ContactFormValues>({
    defaultValues: {
      email: student?.email ?? '',
      name: student ? studentDisplayName(student) : '',
      comment: '',
      phone: '',
    },
    resolver: zodResolver(contactFormSchema),
  });

  const submit = (values: ContactFormValues) =>
    send.mutate(
      { ...values, phone: values.phone === '' ? '' : phoneDigits(values.phone) },
      // A sent message clears the comment; who sent it stays for the next one.
      { onSuccess: () => reset({ ...getValues(), comment: '' }) },
    );

  return (
    <Card>
      {send.isSuccess ? (
        <Notice type="success" title={m('contactForm.sent')} className="profile-alert" />
      ) : null}
      {send.isError ? (
        <Notice
          type="error"
          title={m('contactForm.failed')}
          description={send.error.message}
          className="profile-alert"
        />
      ) : null}
      <form
        aria-label={m('contactForm.label')}
        noValidate
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <BaseFormField
          control={control}
          name="email"
          label={m('contactForm.email')}
          required
          maxLength={CONTACT_FORM_LIMITS.email}
          render={(field) => <BaseInput {...field} type="email" autoComplete="email" />}
        />
        <BaseFormField
          control={control}
          name="name"
          label={m('contactForm.name')}
          required
          maxLength={CONTACT_FORM_LIMITS.name}
          render={(field) => <BaseInput {...field} autoComplete="name" />}
        />
        <BaseFormField
          control={control}
          name="phone"
          label={m('contactForm.phoneOptional')}
          render={(field) => <BasePhoneInput {...field} />}
        />
        <BaseFormField
          control={control}
          name="comment"
          label={m('contactForm.comment')}
          required
          maxLength={CONTACT_FORM_LIMITS.comment}
          render={(field) => <BaseTextArea {...field} rows={5} />}
        />
        <Button type="submit" variant="primary" loading={send.isPending}>
          {m('contactForm.send')}
        </Button>
      </form>
    </Card>
  );
};

export default ContactForm;

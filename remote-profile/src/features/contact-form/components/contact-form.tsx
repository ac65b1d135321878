import { zodResolver } from '@hookform/resolvers/zod';
import { studentDisplayName, useSessionStore } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Card } from '@portal/shared/ui-data';
import { Form, FormField, Input, PhoneField } from '@portal/shared/ui-forms';
import { useForm } from 'react-hook-form';
import { phoneDigits } from '@portal/shared';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  CONTACT_FORM_LIMITS,
  contactFormMessages,
  contactFormSchema,
  type ContactFormValues,
} from '../rules/contact-form-schema';
/**
 * The contact form (e-mail, name, comment, phone), posted to /contact; its outcome above it. Loaded by
 * `/contact` once the page's heading has painted (antd's form controls are most of its code).
 */
const ContactForm = () => {
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
    <>
      <Card>
        {send.isSuccess ? (
          <Alert type="success" showIcon title={contactFormMessages.sent} className="profile-alert" />
        ) : null}
        {send.isError ? (
          <Alert
            type="error"
            showIcon
            title={contactFormMessages.failed}
            description={send.error.message}
            className="profile-alert"
          />
        ) : null}
        <form aria-label="Contact form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
          <Form component={false} layout="vertical">
            <FormField
              control={control}
              name="email"
              label="E-mail"
              required
              maxLength={CONTACT_FORM_LIMITS.email}
              render={(field) => <Input {...field} type="email" autoComplete="email" />}
            />
            <FormField
              control={control}
              name="name"
              label="Name"
              required
              maxLength={CONTACT_FORM_LIMITS.name}
              render={(field) => <Input {...field} autoComplete="name" />}
            />
            <PhoneField control={control} name="phone" label="Phone (optional)" required={false} />
            <FormField
              control={control}
              name="comment"
              label="Comment"
              required
              maxLength={CONTACT_FORM_LIMITS.comment}
              render={(field) => <Input.TextArea {...field} rows={5} showCount />}
            />
            <Flex>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                Send
              </Button>
            </Flex>
          </Form>
        </form>
      </Card>
    </>
  );
};

export default ContactForm;

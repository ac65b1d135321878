import { mailbox, post, registration } from '../../../test/support/accounts';
import { useTestContext } from '../../../test/support/context';

/*
 * The account e-mails in the recipient's language: their saved choice (students.preferred_locale),
 * else the language of the request that sends the mail, else the school's default (English here).
 */

const api = useTestContext();
const EMMA = 'emma.parker@demo.school';
const ES = { 'accept-language': 'es' };

const saveChoice = (email: string, locale: string | null) =>
  api.ctx.db.query('UPDATE students SET preferred_locale = $2 WHERE email = $1', [email, locale]);
const requestReset = (email: string, headers: Record<string, string> = {}) =>
  post(api.ctx, '/api/student/request_password_reset', { email }, headers);
const newestMail = async (email: string) => {
  const [mail] = await mailbox(api.ctx, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
};

afterEach(() => saveChoice(EMMA, null));

describe('account e-mails', () => {
  it("are in the recipient's saved language, whatever the request's", async () => {
    await saveChoice(EMMA, 'es');
    expect((await requestReset(EMMA, { 'accept-language': 'en' })).statusCode).toBe(200);
    const mail = await newestMail(EMMA);
    expect(mail.subject).toBe('Restablece tu contraseña');
    const lines = mail.text.split('\n');
    expect(lines).toEqual([
      'Hola, Emma:',
      '',
      'Recibimos una solicitud para restablecer la contraseña de tu cuenta del portal estudiantil.',
      'Abre este enlace para elegir una nueva contraseña:',
      mail.links[0],
      '',
      'El enlace se puede usar una sola vez y vence en 24 horas.',
      'Si no lo solicitaste, puedes ignorar este correo.',
    ]);
  });

  it("keep a saved English choice over the request's Spanish, word for word as before", async () => {
    await saveChoice(EMMA, 'en');
    await requestReset(EMMA, ES);
    const mail = await newestMail(EMMA);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text.split('\n')).toEqual([
      'Hello Emma,',
      '',
      'We received a request to reset the password of your student portal account.',
      'Open this link to choose a new password:',
      mail.links[0],
      '',
      'The link can be used once and expires in 24 hours.',
      'If you did not ask for this, you can ignore this email.',
    ]);
  });

  it("follow the request's language when nothing is saved (a new account's verification)", async () => {
    const email = 'nueva.cuenta@example.com';
    const res = await post(api.ctx, '/api/student/register', registration(email, 'normal'), {
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(res.statusCode).toBe(200);
    const mail = await newestMail(email);
    expect(mail.subject).toBe('Verifica tu correo electrónico');
    expect(mail.text).toContain('Hola, Robin:');
    expect(mail.text).toContain('Abre este enlace para confirmar tu correo electrónico:');
    expect(mail.text).toContain('vence en 24 horas');
  });

  it("are in the school's default language without a saved choice or a language it offers", async () => {
    await requestReset(EMMA, { 'accept-language': 'fr' });
    expect((await newestMail(EMMA)).subject).toBe('Reset your password');
    await requestReset(EMMA, ES);
    expect((await newestMail(EMMA)).subject).toBe('Restablece tu contraseña');
  });
});

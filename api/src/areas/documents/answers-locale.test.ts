import { actionViewResponseSchema } from '../../contracts';
import { useAreaTest } from '../../../test/support/area-test';
import { answerTokenOf, EMERGENCY_ANSWERS, postAnswers } from '../../../test/support/documents';
import { expectFramedPage } from '../../../test/support/framed-pages';
import type { Caller } from '../../../test/support/payments';

/*
 * A survey or form document's form, and the pages its post replies with, in the language the document
 * was asked in (the portal's Accept-Language): the form carries it in a hidden field, since a post
 * from the document's frame sends the browser's languages, not the portal's choice. The school's own
 * words (the document, its questions) stay as the school wrote them.
 */

const area = useAreaTest(3);

const actionView = async (s: Caller, code: string, language: string) => {
  const res = await area.ctx.inject({
    method: 'GET',
    url: `/api/document/action_view/${code}`,
    headers: { authorization: `Bearer ${s.token}`, 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return actionViewResponseSchema.parse(res.json().data).html;
};

describe('the answers form of a document asked for in Spanish', () => {
  it('says its own words in Spanish and keeps the school’s questions as written', async () => {
    const html = await actionView(area.fresh(), 'EMERGENCY-FORM', 'es-MX,es;q=0.9');
    expect(html).toContain('<button type="submit">Enviar respuestas</button>');
    expect(html).toContain('<form class="document-answers" lang="es" ');
    expect(html).toContain('<input type="hidden" name="locale" value="es">');
    expect(html).toContain('<span class="answer-required">(obligatoria)</span>');
    expect(html).toContain('<label for="answer-contact_name">Emergency contact name <span');
  });

  it('answers a post in the form’s language, whatever the browser sends: the problems, then the record', async () => {
    const s = area.fresh();
    const token = answerTokenOf(await actionView(s, 'EMERGENCY-FORM', 'es'));
    const refused = expectFramedPage(
      await postAnswers(area.ctx, { token, locale: 'es', contact_name: 'Pat', contact_phone: '555-01' }),
      400,
    );
    expect(refused).toContain('<html lang="es"');
    expect(refused).toContain('Revisa las respuestas marcadas abajo y vuelve a enviarlas.');
    expect(refused).toContain('id="answer-relationship-error">Responde esta pregunta</p>');
    expect(refused).toContain(
      'id="answer-contact_phone-error">Escribe un número de teléfono de 10 dígitos</p>',
    );
    expect(refused).toContain('<input type="hidden" name="locale" value="es">');

    const recorded = expectFramedPage(
      await postAnswers(area.ctx, { token, locale: 'es', ...EMERGENCY_ANSWERS }),
      200,
    );
    expect(recorded).toContain('<h1>Respuestas registradas</h1>');
    expect(recorded).toContain(
      'Se registraron tus respuestas. Pulsa Enviar debajo del documento para enviarlo.',
    );

    // Opened again: when they were sent, in Spanish, with the date as Spanish (United States) writes it.
    expect(await actionView(s, 'EMERGENCY-FORM', 'es')).toMatch(
      /Se registraron tus respuestas el \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}/,
    );
  });

  it('says an expired form in the language its hidden field names, and in English without one', async () => {
    const spanish = expectFramedPage(await postAnswers(area.ctx, { token: 'nope', locale: 'es' }), 401);
    expect(spanish).toContain('<h1>Formulario vencido</h1>');
    const english = expectFramedPage(await postAnswers(area.ctx, { token: 'nope' }), 401);
    expect(english).toContain('<h1>Form expired</h1>');
    // A language the school does not offer is not taken from the field.
    const unknown = expectFramedPage(await postAnswers(area.ctx, { token: 'nope', locale: 'fr' }), 401);
    expect(unknown).toContain('<h1>Form expired</h1>');
  });
});

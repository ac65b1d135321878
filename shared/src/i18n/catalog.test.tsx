import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { defineCatalog, loadCatalogs, messagesNow, translateRefusal, useMessages } from './catalog';
import '../forms/forms-catalog';
import { useLocaleStore } from './locale-store';

const english = {
  title: 'Your cart',
  items: '{count, plural, =0 {No items} one {# item} other {# items}}',
  total: 'Total: {amount}',
  terms: 'I agree to the <link>terms</link>',
  onlyEnglish: 'Only in English',
};
const spanish = {
  title: 'Tu carrito',
  items: '{count, plural, =0 {Ningún artículo} one {# artículo} other {# artículos}}',
  total: 'Total: {amount}',
  terms: 'Acepto los <link>términos</link>',
};

const switchTo = async (locale: 'en' | 'es') => {
  await loadCatalogs(locale);
  act(() => useLocaleStore.getState().localeApplied(locale));
};

afterEach(() => act(() => useLocaleStore.getState().localeApplied('en')));

describe('a catalog', () => {
  it('formats plain text, placeholders and plurals in English', () => {
    const catalog = defineCatalog(english, { es: async () => ({ default: spanish }) });
    const m = messagesNow(catalog);
    expect(m('title')).toBe('Your cart');
    expect(m('items', { count: 0 })).toBe('No items');
    expect(m('items', { count: 1 })).toBe('1 item');
    expect(m('items', { count: 1200 })).toBe('1,200 items');
    expect(m('total', { amount: '$ 5.00' })).toBe('Total: $ 5.00');
  });

  it('speaks Spanish once its messages are loaded, and English for a message Spanish lacks', async () => {
    const catalog = defineCatalog(english, { es: async () => ({ default: spanish }) });
    await switchTo('es');
    const m = messagesNow(catalog);
    expect(m.locale).toBe('es');
    expect(m('items', { count: 2 })).toBe('2 artículos');
    expect(m('onlyEnglish')).toBe('Only in English');
  });

  it('renders markup with elements', async () => {
    const catalog = defineCatalog(english, { es: async () => ({ default: spanish }) });
    const Terms = () => {
      const m = useMessages(catalog);
      return <p>{m.rich('terms', { link: (chunks) => <a href="/terms">{chunks}</a> })}</p>;
    };
    render(<Terms />);
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    await switchTo('es');
    expect(screen.getByRole('link', { name: 'términos' })).toBeInTheDocument();
    expect(screen.getByText(/Acepto los/)).toBeInTheDocument();
  });

  it('renders a mounted component again in the new language, keeping its state', async () => {
    const catalog = defineCatalog(english, { es: async () => ({ default: spanish }) });
    const Field = () => {
      const m = useMessages(catalog);
      return (
        <label>
          {m('title')}
          <input />
        </label>
      );
    };
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Your cart' }) as HTMLInputElement;
    input.value = 'typed';
    await switchTo('es');
    expect(screen.getByRole('textbox', { name: 'Tu carrito' })).toBe(input);
    expect(input.value).toBe('typed');
  });

  it('suspends a component whose catalog has not arrived, then shows it in the new language', async () => {
    act(() => useLocaleStore.getState().localeApplied('es'));
    let arrive: (value: { default: typeof spanish }) => void = () => {};
    const catalog = defineCatalog(english, { es: () => new Promise((resolve) => (arrive = resolve)) });
    const Title = () => <h1>{useMessages(catalog)('title')}</h1>;
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Title />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive({ default: spanish }));
    expect(catalog.isReady('es')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Tu carrito' })).toBeInTheDocument();
  });

  it('speaks English when the catalog of the language fails to load, and asks again on the next change', async () => {
    let fails = true;
    const catalog = defineCatalog(english, {
      es: () => (fails ? Promise.reject(new Error('offline')) : Promise.resolve({ default: spanish })),
    });
    await switchTo('es');
    expect(messagesNow(catalog)('title')).toBe('Your cart');
    fails = false;
    await switchTo('es');
    expect(messagesNow(catalog)('title')).toBe('Tu carrito');
  });
});

describe('a refusal', () => {
  const rules = defineCatalog(
    {
      'validation.cardNumber': 'Card number is required',
      'validation.between': 'Choose between {low} and {high} seats',
      'validation.apostrophe': "Emails don't match",
      title: 'Not a refusal',
    },
    {
      es: async () => ({
        default: {
          'validation.cardNumber': 'El número de tarjeta es obligatorio',
          'validation.between': 'Elige entre {low} y {high} lugares',
          'validation.apostrophe': 'Los correos no coinciden',
          title: 'No es un rechazo',
        },
      }),
    },
  );

  it('is said in Spanish when a catalog has its English', async () => {
    await rules.load('es');
    expect(translateRefusal('Card number is required', 'es')).toBe('El número de tarjeta es obligatorio');
    expect(translateRefusal("Emails don't match", 'es')).toBe('Los correos no coinciden');
    expect(translateRefusal('Choose between 2 and 10 seats', 'es')).toBe('Elige entre 2 y 10 lugares');
  });

  it("keeps the spec's English in English, and any text no catalog knows as it is", async () => {
    await rules.load('es');
    expect(translateRefusal('Card number is required', 'en')).toBe('Card number is required');
    expect(translateRefusal('Something the server said', 'es')).toBe('Something the server said');
    expect(translateRefusal('Not a refusal', 'es')).toBe('Not a refusal');
  });

  it("is said with the contract's own words for a length or a legal name", async () => {
    await loadCatalogs('es');
    expect(translateRefusal('Use at most 50 characters', 'es')).toBe('Usa como máximo 50 caracteres');
    expect(translateRefusal('Type in your legal first name', 'es')).toBe('Escribe tu nombre legal');
  });
});

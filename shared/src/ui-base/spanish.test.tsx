import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { apiRequest, NETWORK_ERROR_MESSAGE, OFFLINE_MESSAGE } from '../api/api-client';
import { ApiError, INVALID_RESPONSE } from '../api/api-error';
import english from '../i18n/messages/en.json';
import { SIGN_IN_THROUGH_PORTAL } from '../standalone/standalone-host';
import { loadCatalogs, useLocaleStore } from '../i18n';
import { apiReplies, networkError, renderWithHost } from '../testing';
import {
  AddressFields,
  BirthDateSelect,
  EMPTY_ADDRESS_PHONE,
  Form,
  LegalNameFields,
  PhoneFields,
  StateSelect,
} from '../ui/forms';
import { BaseStateSelect } from '../ui-base-forms';
import * as z from '../zod';
import {
  NOT_AUTHORIZED,
  NotFoundResult,
  ON_DEMAND_FAILED,
  pageStateOf,
  SkeletonLines,
  SignedInOnly,
  type PageQuery,
} from '.';
import { Pager } from './pager';

/** The portal in Spanish; the test setup puts it back in English before the next test. */
const inSpanish = async () => {
  await loadCatalogs('es');
  act(() => useLocaleStore.getState().localeApplied('es'));
};

beforeEach(inSpanish);

it('speaks Spanish in the pager', () => {
  render(<Pager page={1} pageCount={3} onChange={jest.fn()} label="Páginas de cursos" />);
  const pager = screen.getByRole('navigation', { name: 'Páginas de cursos' });
  expect(within(pager).getByRole('button', { name: 'Página anterior' })).toHaveTextContent('Anterior');
  expect(within(pager).getByRole('button', { name: 'Página siguiente' })).toHaveTextContent('Siguiente');
  expect(within(pager).getByRole('button', { name: 'Página 2' })).toBeInTheDocument();
});

describe('the page states, in Spanish', () => {
  const failed = (error: Error, refetch = jest.fn()): PageQuery => ({
    data: undefined,
    isError: true,
    error,
    refetch,
  });

  it('says a failure to load with the noun given, and Retry', async () => {
    const refetch = jest.fn();
    render(<>{pageStateOf(failed(new Error('Algo falló'), refetch), 'Documentos')}</>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar: documentos');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says what was not found, and names the loading placeholder', () => {
    render(<NotFoundResult what="Curso" />);
    expect(screen.getByRole('heading', { name: 'No se encontró: Curso' })).toBeInTheDocument();
    expect(
      screen.getByText('Es posible que se haya eliminado o que el enlace sea incorrecto.'),
    ).toBeInTheDocument();
    render(<SkeletonLines />);
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });

  it('tells a visitor to sign in', () => {
    renderWithHost(<SignedInOnly>Mi dinero</SignedInOnly>);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No tienes autorización para ver esta información. Inicia sesión para continuar.',
    );
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });
});

describe('the forms kit, in Spanish', () => {
  const WithForm = ({ children }: { children: ReactNode }) => {
    const form = useForm({ defaultValues: { ...EMPTY_ADDRESS_PHONE, firstName: '', lastName: '' } });
    return (
      <FormProvider {...form}>
        <Form component={false} layout="vertical">
          {children}
        </Form>
      </FormProvider>
    );
  };

  it('labels the address, phone and legal name fields', () => {
    renderWithHost(
      <WithForm>
        <LegalNameFields />
        <AddressFields />
        <PhoneFields />
      </WithForm>,
    );
    for (const name of ['Nombre legal', 'Apellido legal', 'Dirección', 'Ciudad', 'Condado', 'Código postal'])
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de teléfono' })).toBeInTheDocument();
    expect(screen.getByText('Mensajes de texto')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /Puedo recibir mensajes de texto en este número/ }),
    ).toBeInTheDocument();
  });

  it("asks for a state with antd's select", () => {
    renderWithHost(<StateSelect aria-label="Estado" />);
    expect(screen.getByText('Elige un estado')).toBeInTheDocument();
  });

  it('names the date parts and the months', () => {
    renderWithHost(<BirthDateSelect value="2001-02-03" onChange={jest.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Mes' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Día' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Año' })).toBeInTheDocument();
    expect(screen.getByTitle('Febrero')).toBeInTheDocument();
  });

  it("offers the base kit's states with a Spanish placeholder, the states keeping their names", () => {
    render(<BaseStateSelect aria-label="Estado" value="" onChange={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Estado' });
    expect(select).toHaveDisplayValue('Elige un estado');
    expect(within(select).getByRole('option', { name: 'Illinois' })).toBeInTheDocument();
  });
});

it("throws the API client's errors in Spanish", async () => {
  apiReplies({ 'GET school': () => networkError() });
  const error = await apiRequest('school', { schema: z.unknown() }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).message).toBe(
    'No se pudo conectar con el portal. Revisa tu conexión e inténtalo de nuevo.',
  );
});

it('keeps the English of the exported constants in the catalog', () => {
  expect(english['api.network']).toBe(NETWORK_ERROR_MESSAGE);
  expect(english['api.offline']).toBe(OFFLINE_MESSAGE);
  expect(english['api.invalidResponse']).toBe(INVALID_RESPONSE);
  expect(english['signedIn.notAuthorized']).toBe(NOT_AUTHORIZED);
  expect(english['onDemand.failed']).toBe(ON_DEMAND_FAILED);
  expect(english['standalone.signInThroughPortal']).toBe(SIGN_IN_THROUGH_PORTAL);
});

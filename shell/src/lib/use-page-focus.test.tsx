import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from '@portal/shared/router';
import { useRef, type ReactNode } from 'react';
import { usePageFocus } from './use-page-focus';

/** /categories, then /checkout showing `checkout` (its loading state, then the page). */
const Layout = ({ checkout }: { checkout: ReactNode }) => {
  const mainRef = useRef<HTMLElement>(null);
  usePageFocus(mainRef, 'Demo School');
  return (
    <>
      <Link to="/checkout">Checkout</Link>
      <main ref={mainRef}>
        <Routes>
          <Route path="/categories" element={<h1>Browse Courses</h1>} />
          <Route path="/checkout" element={checkout} />
        </Routes>
      </main>
    </>
  );
};

/** What RemoteModule shows while a page headed by its title loads: the title, hidden, and a status. */
const loadingCheckout = (
  <>
    <h2 aria-hidden="true">Checkout</h2>
    <p role="status">Loading Checkout…</p>
  </>
);

const portal = (checkout: ReactNode) => (
  <MemoryRouter initialEntries={['/categories']}>
    <Layout checkout={checkout} />
  </MemoryRouter>
);

it('names the document after the page heading, and leaves focus alone on the first page', async () => {
  render(portal(loadingCheckout));
  await waitFor(() => expect(document.title).toBe('Browse Courses | Demo School'));
  expect(screen.getByRole('heading', { name: 'Browse Courses' })).not.toHaveFocus();
});

it('after a route change, moves focus to the page heading once it is there, not to its stand-in', async () => {
  const { rerender } = render(portal(loadingCheckout));
  await userEvent.click(screen.getByRole('link', { name: 'Checkout' }));
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(screen.getByText('Checkout', { selector: 'h2' })).not.toHaveFocus();
  rerender(portal(<h2>Checkout</h2>));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'Checkout' })).toHaveFocus());
  expect(document.title).toBe('Checkout | Demo School');
});

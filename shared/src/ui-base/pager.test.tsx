import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager } from './pager';

const Paged = ({ pageCount, start = 1 }: { pageCount: number; start?: number }) => {
  const [page, setPage] = useState(start);
  return <Pager page={page} pageCount={pageCount} onChange={setPage} label="Courses pages" />;
};

const pager = () => screen.getByRole('navigation', { name: 'Courses pages' });
/** The page buttons' names, in order, without Previous and Next. */
const pageNames = () =>
  within(pager())
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.getAttribute('aria-label'));

it('is a named navigation with a list of Previous, the pages and Next, the current page marked', () => {
  render(<Paged pageCount={3} />);
  const items = within(within(pager()).getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['‹Previous', '1', '2', '3', 'Next›']);
  expect(within(pager()).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  expect(within(pager()).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current');
  expect(within(pager()).getByRole('button', { name: 'Previous page' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(within(pager()).getByRole('button', { name: 'Next page' })).not.toHaveAttribute('aria-disabled');
});

it('moves to a page chosen by number, and by Previous and Next', async () => {
  const user = userEvent.setup();
  render(<Paged pageCount={3} />);
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

it('keeps Next focusable on the last page, where pressing it again does nothing', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<Pager page={3} pageCount={3} onChange={onChange} label="Courses pages" />);
  const next = screen.getByRole('button', { name: 'Next page' });
  expect(next).toHaveAttribute('aria-disabled', 'true');
  expect(next).toBeEnabled();
  await user.click(next);
  await user.click(screen.getByRole('button', { name: 'Page 3' }));
  expect(onChange).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Previous page' }));
  expect(onChange).toHaveBeenCalledWith(2);
});

it('works from the keyboard: Tab to a page, Enter to go there', async () => {
  const user = userEvent.setup();
  render(<Paged pageCount={3} />);
  await user.tab();
  expect(screen.getByRole('button', { name: 'Previous page' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

it('lists the first, last and nearby pages of many, the same number of them wherever it is', async () => {
  const user = userEvent.setup();
  render(<Paged pageCount={11} />);
  expect(pageNames()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Page 11']);
  await user.click(screen.getByRole('button', { name: 'Page 5' }));
  expect(pageNames()).toEqual(['Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 11']);
  await user.click(screen.getByRole('button', { name: 'Page 11' }));
  expect(pageNames()).toEqual(['Page 1', 'Page 7', 'Page 8', 'Page 9', 'Page 10', 'Page 11']);
  // The gaps are drawn, not read out: the page numbers either side tell what is left out.
  expect(within(pager()).getByText('…')).toHaveAttribute('aria-hidden', 'true');
});

it('shows nothing for a single page', () => {
  render(<Paged pageCount={1} />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

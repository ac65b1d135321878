import { formatDate, formatMoney, useHostServices } from '@portal/shared';
import { Button } from '@portal/shared/ui-base';
import { useState, type ReactNode } from 'react';
import type { Charge, PaymentRecord } from '../../../contract';
import { receiptLink, statementLink } from '../api/account';

const money = (value: number) => <span className="pay-nowrap">{formatMoney(value)}</span>;

type Column<T> = {
  title: string;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Left out below 768 px: a phone shows what a student acts on, the rest from a tablet up. */
  wide?: boolean;
};

const classOf = <T,>({ numeric, wide }: Column<T>) =>
  [numeric ? 'pay-numeric' : '', wide ? 'pay-wide-only' : ''].filter(Boolean).join(' ') || undefined;

/**
 * An account list as a table that scrolls sideways on a phone: a named region ("Charges table") a
 * keyboard user can focus and scroll with the arrow keys (axe `scrollable-region-focusable`), even
 * when no cell holds a control; "No charges" when the list is empty. A plain table in the base kit's
 * look: the page loads no antd (ADR 014).
 */
const AccountTable = <T,>({
  name,
  rowKey,
  columns,
  rows,
}: {
  name: 'Charges' | 'Payments';
  rowKey: (row: T) => number;
  columns: readonly Column<T>[];
  rows: readonly T[];
}) => (
  <div className="pay-table-wrap" role="region" aria-label={`${name} table`} tabIndex={0}>
    <table className="pay-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col" className={classOf(column)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="pay-table-empty">
              No {name.toLowerCase()}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.title} className={classOf(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
);

const chargeColumns: readonly Column<Charge>[] = [
  { title: 'Date', cell: (charge) => formatDate(charge.date) },
  { title: 'Description', cell: (charge) => charge.description },
  { title: 'Charged', cell: (charge) => money(charge.charged), numeric: true, wide: true },
  { title: 'Paid', cell: (charge) => money(charge.paid), numeric: true, wide: true },
  { title: 'Balance', cell: (charge) => money(charge.balance), numeric: true },
  {
    title: 'Due now',
    numeric: true,
    cell: (charge) => (
      <>
        {money(charge.due)}
        {charge.nextDueDate && charge.nextDue > 0 ? (
          <div className="pay-secondary">next {formatDate(charge.nextDueDate)}</div>
        ) : null}
      </>
    ),
  },
];

export const ChargesTable = ({ charges }: { charges: readonly Charge[] }) => (
  <AccountTable name="Charges" rowKey={(charge) => charge.chargeId} columns={chargeColumns} rows={charges} />
);

/**
 * Opens a receipt or the statement: the API makes a short-lived link to its PDF (a new tab cannot
 * send the session's token), and the link opens in a new tab. While a link is on its way its button
 * says it is busy and refuses presses, but stays enabled: disabling it would drop keyboard focus.
 */
const useOpenDocument = () => {
  const { notify } = useHostServices();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (key: string, link: () => Promise<{ url: string }>) => {
    if (opening !== null) return;
    setOpening(key);
    try {
      const { url } = await link();
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Could not open the document');
    } finally {
      setOpening(null);
    }
  };
  const busy = (key: string) => ({
    'aria-busy': opening === key || undefined,
    'aria-disabled': opening !== null || undefined,
  });
  return { busy, open };
};

export const PaymentsTable = ({ payments }: { payments: readonly PaymentRecord[] }) => {
  const { busy, open } = useOpenDocument();
  const columns: readonly Column<PaymentRecord>[] = [
    { title: 'Date', cell: (payment) => formatDate(payment.date) },
    { title: 'Description', cell: (payment) => payment.description },
    { title: 'Method', cell: (payment) => payment.method, wide: true },
    { title: 'Amount', cell: (payment) => money(payment.amount), numeric: true },
    { title: 'Verification Code', cell: (payment) => payment.verificationCode, wide: true },
    {
      title: 'Receipt',
      cell: (payment) => (
        <Button
          variant="link"
          {...busy(`receipt-${payment.paymentId}`)}
          aria-label={`Receipt of ${formatDate(payment.date)}, ${formatMoney(payment.amount)}`}
          onClick={() => void open(`receipt-${payment.paymentId}`, () => receiptLink(payment.paymentId))}
        >
          Receipt
        </Button>
      ),
    },
  ];
  return (
    <AccountTable name="Payments" rowKey={(payment) => payment.paymentId} columns={columns} rows={payments} />
  );
};

export const StatementButton = () => {
  const { busy, open } = useOpenDocument();
  return (
    <Button {...busy('statement')} onClick={() => void open('statement', statementLink)}>
      Statement
    </Button>
  );
};

import { formatDate, formatMoney, useHostServices } from '@portal/shared';
import { Button } from '@portal/shared/ui-base';
import { useState, type ReactNode } from 'react';
import type { Charge, PaymentRecord } from '../../../contract';
import { useAccountMessages, type AccountMessageId } from '../messages/catalog';
import { receiptLink, statementLink } from '../api/account';

const money = (value: number) => <span className="pay-nowrap">{formatMoney(value)}</span>;

type Column<T> = {
  /** The message of its heading. */
  title: AccountMessageId;
  cell: (row: T) => ReactNode;
  /** Figures line up on the right. */
  numeric?: boolean;
  /** Left out below 768 px: a phone shows what a student acts on, the rest from a tablet up. */
  wide?: boolean;
};

const classOf = <T,>({ numeric, wide }: Column<T>) =>
  [numeric ? 'pay-numeric' : '', wide ? 'pay-wide-only' : ''].filter(Boolean).join(' ') || undefined;

/** Each list's messages: the name of its region and what it says when empty. */
const TABLE_MESSAGES = {
  charges: { region: 'account.chargesTable', empty: 'account.noCharges' },
  payments: { region: 'account.paymentsTable', empty: 'account.noPayments' },
} as const satisfies Record<string, Record<'region' | 'empty', AccountMessageId>>;

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
  name: keyof typeof TABLE_MESSAGES;
  rowKey: (row: T) => number;
  columns: readonly Column<T>[];
  rows: readonly T[];
}) => {
  const m = useAccountMessages();
  return (
    <div className="pay-table-wrap" role="region" aria-label={m(TABLE_MESSAGES[name].region)} tabIndex={0}>
      <table className="pay-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className={classOf(column)}>
                {m(column.title)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="pay-table-empty">
                {m(TABLE_MESSAGES[name].empty)}
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
};

/** What a charge owes now, and when its next amount falls due. */
const DueNow = ({ charge }: { charge: Charge }) => {
  const m = useAccountMessages();
  return (
    <>
      {money(charge.due)}
      {charge.nextDueDate && charge.nextDue > 0 ? (
        <div className="pay-secondary">{m('account.nextDue', { date: formatDate(charge.nextDueDate) })}</div>
      ) : null}
    </>
  );
};

const chargeColumns: readonly Column<Charge>[] = [
  { title: 'account.column.date', cell: (charge) => formatDate(charge.date) },
  { title: 'account.column.description', cell: (charge) => charge.description },
  { title: 'account.column.charged', cell: (charge) => money(charge.charged), numeric: true, wide: true },
  { title: 'account.column.paid', cell: (charge) => money(charge.paid), numeric: true, wide: true },
  { title: 'account.column.balance', cell: (charge) => money(charge.balance), numeric: true },
  { title: 'account.column.dueNow', numeric: true, cell: (charge) => <DueNow charge={charge} /> },
];

export const ChargesTable = ({ charges }: { charges: readonly Charge[] }) => (
  <AccountTable name="charges" rowKey={(charge) => charge.chargeId} columns={chargeColumns} rows={charges} />
);

/**
 * Opens a receipt or the statement: the API makes a short-lived link to its PDF (a new tab cannot
 * send the session's token), and the link opens in a new tab. While a link is on its way its button
 * says it is busy and refuses presses, but stays enabled: disabling it would drop keyboard focus.
 */
const useOpenDocument = () => {
  const m = useAccountMessages();
  const { notify } = useHostServices();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (key: string, link: () => Promise<{ url: string }>) => {
    if (opening !== null) return;
    setOpening(key);
    try {
      const { url } = await link();
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      notify.error(error instanceof Error ? error.message : m('account.openFailed'));
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
  const m = useAccountMessages();
  const { busy, open } = useOpenDocument();
  const columns: readonly Column<PaymentRecord>[] = [
    { title: 'account.column.date', cell: (payment) => formatDate(payment.date) },
    { title: 'account.column.description', cell: (payment) => payment.description },
    { title: 'account.column.method', cell: (payment) => payment.method, wide: true },
    { title: 'account.column.amount', cell: (payment) => money(payment.amount), numeric: true },
    { title: 'account.column.verificationCode', cell: (payment) => payment.verificationCode, wide: true },
    {
      title: 'account.column.receipt',
      cell: (payment) => (
        <Button
          variant="link"
          {...busy(`receipt-${payment.paymentId}`)}
          aria-label={m('account.receiptLabel', {
            date: formatDate(payment.date),
            amount: formatMoney(payment.amount),
          })}
          onClick={() => void open(`receipt-${payment.paymentId}`, () => receiptLink(payment.paymentId))}
        >
          {m('account.receipt')}
        </Button>
      ),
    },
  ];
  return (
    <AccountTable name="payments" rowKey={(payment) => payment.paymentId} columns={columns} rows={payments} />
  );
};

export const StatementButton = () => {
  const m = useAccountMessages();
  const { busy, open } = useOpenDocument();
  return (
    <Button {...busy('statement')} onClick={() => void open('statement', statementLink)}>
      {m('account.statement')}
    </Button>
  );
};

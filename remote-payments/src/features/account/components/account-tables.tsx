import { formatDate, formatMoney, useHostServices } from '@portal/shared';
import { Button } from '@portal/shared/ui';
import { Table, type TableProps } from '@portal/shared/ui-table';
import { useState } from 'react';
import type { Charge, PaymentRecord } from '../../../contract';
import { receiptLink, statementLink } from '../api/account';

const money = (value: number) => <span className="pay-nowrap">{formatMoney(value)}</span>;
const right = { align: 'right' as const };

const chargeColumns: TableProps<Charge>['columns'] = [
  { title: 'Date', dataIndex: 'date', render: (value: string) => formatDate(value) },
  { title: 'Description', dataIndex: 'description' },
  // On a phone: date, description, balance and what is due; the rest from 768 px.
  { title: 'Charged', dataIndex: 'charged', render: money, ...right, responsive: ['md'] },
  { title: 'Paid', dataIndex: 'paid', render: money, ...right, responsive: ['md'] },
  { title: 'Balance', dataIndex: 'balance', render: money, ...right },
  {
    title: 'Due now',
    dataIndex: 'due',
    ...right,
    render: (value: number, charge) => (
      <>
        {money(value)}
        {charge.nextDueDate && charge.nextDue > 0 ? (
          <div className="pay-secondary">next {formatDate(charge.nextDueDate)}</div>
        ) : null}
      </>
    ),
  },
];

/**
 * An account list as a table that scrolls sideways on a phone: a named region ("Charges table") a
 * keyboard user can focus and scroll with the arrow keys (axe `scrollable-region-focusable`), even
 * when no cell holds a control; "No charges" when the list is empty.
 */
const AccountTable = <T extends object>({
  name,
  rowKey,
  columns,
  rows,
}: {
  name: 'Charges' | 'Payments';
  rowKey: keyof T & string;
  columns: TableProps<T>['columns'];
  rows: readonly T[];
}) => (
  <div className="pay-table-wrap" role="region" aria-label={`${name} table`} tabIndex={0}>
    <Table<T>
      rowKey={rowKey}
      size="small"
      pagination={false}
      columns={columns}
      dataSource={[...rows]}
      locale={{ emptyText: `No ${name.toLowerCase()}` }}
    />
  </div>
);

export const ChargesTable = ({ charges }: { charges: readonly Charge[] }) => (
  <AccountTable name="Charges" rowKey="chargeId" columns={chargeColumns} rows={charges} />
);

/**
 * Opens a receipt or the statement: the API makes a short-lived link to its PDF (a new tab cannot
 * send the session's token), and the link opens in a new tab.
 */
const useOpenDocument = () => {
  const { notify } = useHostServices();
  const [opening, setOpening] = useState<string | null>(null);
  const open = async (key: string, link: () => Promise<{ url: string }>) => {
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
  return { opening, open };
};

export const PaymentsTable = ({ payments }: { payments: readonly PaymentRecord[] }) => {
  const { opening, open } = useOpenDocument();
  const columns: TableProps<PaymentRecord>['columns'] = [
    { title: 'Date', dataIndex: 'date', render: (value: string) => formatDate(value) },
    // On a phone: date, description, amount and the receipt; the rest from 768 px.
    { title: 'Description', dataIndex: 'description' },
    { title: 'Method', dataIndex: 'method', responsive: ['md'] },
    { title: 'Amount', dataIndex: 'amount', render: money, ...right },
    { title: 'Verification Code', dataIndex: 'verificationCode', responsive: ['md'] },
    {
      title: 'Receipt',
      key: 'receipt',
      render: (_, payment) => (
        <Button
          type="link"
          size="small"
          loading={opening === `receipt-${payment.paymentId}`}
          aria-label={`Receipt of ${formatDate(payment.date)}, ${money(payment.amount)}`}
          onClick={() => void open(`receipt-${payment.paymentId}`, () => receiptLink(payment.paymentId))}
        >
          Receipt
        </Button>
      ),
    },
  ];
  return <AccountTable name="Payments" rowKey="paymentId" columns={columns} rows={payments} />;
};

export const StatementButton = () => {
  const { opening, open } = useOpenDocument();
  return (
    <Button loading={opening === 'statement'} onClick={() => void open('statement', statementLink)}>
      Statement
    </Button>
  );
};

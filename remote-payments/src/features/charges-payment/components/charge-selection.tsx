import { formatDate, formatMoney } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Input, Radio } from '@portal/shared/ui-forms';
import { useId } from 'react';
import { chargeCondition, lateMessage, type Charge } from '../../../contract';
import {
  amountError,
  chooseAmount,
  clearSelection,
  planChoices,
  startPaying,
  typeAmount,
  type ChargeSelection,
} from '../rules/pay-state';

type Props = { charge: Charge; selection: ChargeSelection; onChange: (selection: ChargeSelection) => void };

const Figures = ({ charge }: { charge: Charge }) => (
  <div className="pay-charge-figures">
    <span>Balance {formatMoney(charge.balance)}</span>
    {charge.pastDue > 0 ? <span>Past due {formatMoney(charge.pastDue)}</span> : null}
    {charge.nextDue > 0 ? (
      <span>
        Next due {formatMoney(charge.nextDue)}
        {charge.nextDueDate ? ` on ${formatDate(charge.nextDueDate)}` : ''}
      </span>
    ) : null}
  </div>
);

/** What the student may do with one charge, by its condition and payState (spec 4.2 and 5.5). */
const Choice = ({ charge, selection, onChange }: Props) => {
  const id = useId();
  const clear = (
    <Button
      size="small"
      onClick={() => onChange(clearSelection())}
      aria-label={`Clear ${charge.description}`}
    >
      Clear
    </Button>
  );
  switch (selection.payState) {
    case 'blank':
      return (
        <Button onClick={() => onChange(startPaying(charge))}>
          Pay<span className="pay-visually-hidden"> {charge.description}</span>
        </Button>
      );
    case 'input': {
      const error = amountError(selection.payAmount, charge.maxPayAmount);
      return (
        <div>
          <label htmlFor={id}>Amount to pay (up to {formatMoney(charge.maxPayAmount)})</label>
          <Flex gap="small" align="center" wrap>
            <Input
              id={id}
              prefix="$"
              inputMode="decimal"
              value={selection.payAmount}
              status={error ? 'error' : undefined}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              style={{ maxWidth: 180 }}
              onChange={(event) => onChange(typeAmount(event.target.value))}
            />
            {clear}
          </Flex>
          {error ? (
            <div id={`${id}-error`} className="pay-error-text">
              {error}
            </div>
          ) : null}
        </div>
      );
    }
    case 'select':
      return (
        <Flex gap="small" align="center" wrap>
          <Radio.Group
            aria-label={`How much to pay on ${charge.description}`}
            onChange={(event) => onChange(chooseAmount(Number(event.target.value)))}
            options={planChoices(charge).map((choice) => ({
              value: String(choice.amount),
              label: choice.label,
            }))}
          />
          {clear}
        </Flex>
      );
    case 'ready':
      return (
        <Flex gap="small" align="center" wrap>
          <span>
            Paying <strong>{formatMoney(Number(selection.payAmount))}</strong>
          </span>
          {clear}
        </Flex>
      );
  }
};

/** One charge of the Select step: its figures and its condition or choice. */
export const ChargeSelectionRow = (props: Props) => {
  const { charge } = props;
  const condition = chargeCondition(charge);
  return (
    <li className="pay-charge">
      <div className="pay-charge-head">
        <div>
          <div className="pay-item-title">{charge.description}</div>
          <div className="pay-secondary">
            {formatDate(charge.date)}
            {charge.isPlan ? ' · Payment plan' : ''}
          </div>
        </div>
        {condition.kind === 'up-to-date' ? <span className="pay-tag-ok">Up to date</span> : null}
      </div>
      <Figures charge={charge} />
      {condition.kind === 'late' ? (
        <Alert type="warning" showIcon title={lateMessage(condition.days)} />
      ) : null}
      {condition.kind === 'payable' ? <Choice {...props} /> : null}
    </li>
  );
};

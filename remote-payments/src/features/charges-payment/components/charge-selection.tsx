import { formatDate, formatMoney } from '@portal/shared';
import { Alert, Button, Flex } from '@portal/shared/ui';
import { Input, Radio } from '@portal/shared/ui-forms';
import { Refusal } from '@portal/shared/i18n';
import { useId } from 'react';
import { chargeCondition, lateMessage, type Charge } from '../../../contract';
import { useChargesPaymentMessages } from '../messages/catalog';
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

const Figures = ({ charge }: { charge: Charge }) => {
  const m = useChargesPaymentMessages();
  const nextDue = formatMoney(charge.nextDue);
  return (
    <div className="pay-charge-figures">
      <span>{m('chargeRow.balance', { amount: formatMoney(charge.balance) })}</span>
      {charge.pastDue > 0 ? (
        <span>{m('chargeRow.pastDue', { amount: formatMoney(charge.pastDue) })}</span>
      ) : null}
      {charge.nextDue > 0 ? (
        <span>
          {charge.nextDueDate
            ? m('chargeRow.nextDueOn', { amount: nextDue, date: formatDate(charge.nextDueDate) })
            : m('chargeRow.nextDue', { amount: nextDue })}
        </span>
      ) : null}
    </div>
  );
};

/** What the student may do with one charge, by its condition and payState (spec 4.2 and 5.5). */
const Choice = ({ charge, selection, onChange }: Props) => {
  const m = useChargesPaymentMessages();
  const id = useId();
  const clear = (
    <Button
      size="small"
      onClick={() => onChange(clearSelection())}
      aria-label={m('chargeRow.clearLabel', { description: charge.description })}
    >
      {m('chargeRow.clear')}
    </Button>
  );
  switch (selection.payState) {
    case 'blank':
      return (
        <Button onClick={() => onChange(startPaying(charge))}>
          {m.rich('chargeRow.pay', {
            description: charge.description,
            hidden: (chunks) => (
              <span key="description" className="pay-visually-hidden">
                {chunks}
              </span>
            ),
          })}
        </Button>
      );
    case 'input': {
      const error = amountError(selection.payAmount, charge.maxPayAmount);
      return (
        <div>
          <label htmlFor={id}>{m('chargeRow.amountLabel', { max: formatMoney(charge.maxPayAmount) })}</label>
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
              <Refusal text={error} />
            </div>
          ) : null}
        </div>
      );
    }
    case 'select':
      return (
        <Flex gap="small" align="center" wrap>
          <Radio.Group
            aria-label={m('chargeRow.planChoiceLabel', { description: charge.description })}
            onChange={(event) => onChange(chooseAmount(Number(event.target.value)))}
            options={planChoices(charge, m).map((choice) => ({
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
            {m.rich('chargeRow.paying', {
              amount: formatMoney(Number(selection.payAmount)),
              strong: (chunks) => <strong key="amount">{chunks}</strong>,
            })}
          </span>
          {clear}
        </Flex>
      );
  }
};

/** One charge of the Select step: its figures and its condition or choice. */
export const ChargeSelectionRow = (props: Props) => {
  const m = useChargesPaymentMessages();
  const { charge } = props;
  const condition = chargeCondition(charge);
  return (
    <li className="pay-charge">
      <div className="pay-charge-head">
        <div>
          <div className="pay-item-title">{charge.description}</div>
          <div className="pay-secondary">
            {charge.isPlan
              ? m('chargeRow.datePlan', { date: formatDate(charge.date) })
              : formatDate(charge.date)}
          </div>
        </div>
        {condition.kind === 'up-to-date' ? (
          <span className="pay-tag-ok">{m('chargeRow.upToDate')}</span>
        ) : null}
      </div>
      <Figures charge={charge} />
      {condition.kind === 'late' ? (
        <Alert type="warning" showIcon title={<Refusal text={lateMessage(condition.days)} />} />
      ) : null}
      {condition.kind === 'payable' ? <Choice {...props} /> : null}
    </li>
  );
};

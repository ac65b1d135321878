import { zodResolver } from '@hookform/resolvers/zod';
import { type NewAddress } from '../../../contract';
import { Button, Flex } from '@portal/shared/ui';
import { Checkbox, Form, FormField, Input, Select, StateSelect, ZipInput } from '@portal/shared/ui-forms';
import { Col, Row } from '@portal/shared/ui-data';
import { Controller, useForm } from 'react-hook-form';
import * as z from '@portal/shared/zod';
import { useAddressTypes } from '../api/addresses';
import {
  NEW_ADDRESS_LIMITS,
  newAddressDefaults,
  newAddressErrors,
  toNewAddressPayload,
  type NewAddressValues,
} from '../rules/address-rules';

const newAddressFormSchema = z
  .object({
    addressTypeId: z.nullable(z.number()),
    name: z.string(),
    street: z.string(),
    city: z.string(),
    county: z.string(),
    stateCode: z.nullable(z.string()),
    zip: z.string(),
    isPrimary: z.boolean(),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const [path, message] of Object.entries(newAddressErrors(values))) {
        ctx.addIssue({ code: 'custom', path: [path], message, input: values });
      }
    }),
  );

type Props = {
  forcePrimary?: boolean;
  saving: boolean;
  onSave: (address: NewAddress) => void;
  onCancel: () => void;
};

/** Add-new mode of the address editor and chooser. */
export const NewAddressForm = ({ forcePrimary = false, saving, onSave, onCancel }: Props) => {
  const types = useAddressTypes();
  const { control, handleSubmit } = useForm<NewAddressValues>({
    defaultValues: newAddressDefaults(forcePrimary),
    resolver: zodResolver(newAddressFormSchema),
  });

  return (
    <form
      aria-label="New address"
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onSave(toNewAddressPayload(values, forcePrimary)))(event)
      }
    >
      <Form component={false} layout="vertical">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <FormField
              control={control}
              name="addressTypeId"
              label="Address type"
              required
              render={({ value, onChange, onBlur, id, ref, ...aria }) => (
                <Select
                  id={id}
                  ref={ref}
                  {...aria}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  loading={types.isPending}
                  placeholder="Select an address type"
                  options={(types.data?.addressTypeList ?? []).map((type) => ({
                    value: type.itemId,
                    label: type.label,
                  }))}
                />
              )}
            />
          </Col>
          <Col xs={24} sm={12}>
            <FormField
              control={control}
              name="name"
              label="Name (optional)"
              maxLength={NEW_ADDRESS_LIMITS.name}
              render={(field) => <Input {...field} autoComplete="off" />}
            />
          </Col>
        </Row>
        <FormField
          control={control}
          name="street"
          label="Street"
          required
          maxLength={NEW_ADDRESS_LIMITS.street}
          render={(field) => <Input {...field} autoComplete="street-address" />}
        />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <FormField
              control={control}
              name="city"
              label="City"
              required
              maxLength={NEW_ADDRESS_LIMITS.city}
              render={(field) => <Input {...field} autoComplete="address-level2" />}
            />
          </Col>
          <Col xs={24} sm={12}>
            <FormField
              control={control}
              name="county"
              label="County (optional)"
              maxLength={NEW_ADDRESS_LIMITS.county}
              render={(field) => <Input {...field} autoComplete="off" />}
            />
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <FormField
              control={control}
              name="stateCode"
              label="State"
              required
              render={({ value, onChange, onBlur, id, ref, ...aria }) => (
                <StateSelect
                  id={id}
                  ref={ref}
                  {...aria}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  virtual={false}
                  placeholder="Select a state"
                />
              )}
            />
          </Col>
          <Col xs={24} sm={12}>
            <FormField
              control={control}
              name="zip"
              label="Zip"
              required
              render={(field) => <ZipInput {...field} />}
            />
          </Col>
        </Row>
        <Controller
          control={control}
          name="isPrimary"
          render={({ field }) => (
            <Form.Item>
              <Checkbox
                checked={field.value}
                disabled={forcePrimary}
                onChange={(event) => field.onChange(event.target.checked)}
              >
                Primary address
              </Checkbox>
            </Form.Item>
          )}
        />
        <Flex gap="small">
          <Button type="primary" htmlType="submit" loading={saving}>
            Save
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Flex>
      </Form>
    </form>
  );
};

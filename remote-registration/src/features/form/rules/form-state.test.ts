import { type FieldValue } from '../../../contract';
import { formReducer, initialFormState, type FormState } from './form-state';
import { aPlainField as field } from '../../../testing/registration-fixtures';

const CHOSEN = ['x'];

/** A signed, saved form with a value of every kind: text 1, index 2, list 3, null 4. */
const signedState = (): FormState =>
  formReducer(initialFormState({ 1: 'a', 2: 1, 3: CHOSEN, 4: null }), { type: 'signed' });

describe('initialFormState', () => {
  it('starts unsigned, clean, with no errors shown and the policy not agreed', () => {
    expect(initialFormState({ 1: 'a' })).toEqual({
      values: { 1: 'a' },
      signed: false,
      dirty: false,
      errors: {},
      showErrors: false,
      refundPolicyAgreed: false,
    });
  });
});

describe('the signed flag (spec 4.1: any change of any field value clears it)', () => {
  it('is set by signing', () => {
    expect(signedState().signed).toBe(true);
  });

  it.each<[string, number, FieldValue]>([
    ['text to other text', 1, 'b'],
    ['text to empty', 1, ''],
    ['text to null', 1, null],
    ['text to a number', 1, 1],
    ['index 1 to 0', 2, 0],
    ['index 1 to 2', 2, 2],
    ['index to null', 2, null],
    ['list to a longer list', 3, ['x', 'y']],
    ['list to an empty list', 3, []],
    ['list to another list', 3, ['z']],
    ['list to null', 3, null],
    ['null to text', 4, 'now filled'],
    ['null to empty text', 4, ''],
    ['null to 0', 4, 0],
    ['null to a list', 4, ['x']],
    ['a field with no value yet to text', 5, 'new'],
    ['a field with no value yet to null', 5, null],
  ])('is cleared by a change of %s (field %d)', (_, fieldId, value) => {
    const next = formReducer(signedState(), { type: 'change', fieldId, value });
    expect(next.signed).toBe(false);
    expect(next.values[fieldId]).toEqual(value);
  });

  it('is cleared by a new list with the same items (a different list, by Object.is)', () => {
    expect(formReducer(signedState(), { type: 'change', fieldId: 3, value: ['x'] }).signed).toBe(false);
  });

  it.each<[string, number, FieldValue]>([
    ['the same text', 1, 'a'],
    ['the same index', 2, 1],
    ['the same list', 3, CHOSEN],
    ['null again', 4, null],
  ])('is kept by %s (field %d): nothing changes', (_, fieldId, value) => {
    const state = signedState();
    const next = formReducer(state, { type: 'change', fieldId, value });
    expect(next).toBe(state);
    expect(next.signed).toBe(true);
    expect(next.dirty).toBe(false);
  });

  it('is needed again after a change: signing once more sets it', () => {
    const changed = formReducer(signedState(), { type: 'change', fieldId: 1, value: 'b' });
    expect(formReducer(changed, { type: 'signed' }).signed).toBe(true);
  });

  it.each([true, false])(
    'is kept when the refund policy agreement becomes %s (it is not a field value)',
    (agreed) => {
      const next = formReducer(signedState(), { type: 'agreeRefundPolicy', agreed });
      expect(next.signed).toBe(true);
      expect(next.refundPolicyAgreed).toBe(agreed);
      expect(next.values).toEqual(signedState().values);
    },
  );

  it.each(['saved', 'signed'] as const)('is kept by %s', (type) => {
    expect(formReducer(signedState(), { type }).signed).toBe(true);
  });
});

describe('formReducer', () => {
  it("'change' sets dirty and clears that field's error only", () => {
    const state: FormState = {
      ...initialFormState({ 1: '', 2: '', 3: 'c' }),
      errors: { 1: 'The field is required.', 2: 'The field is required.' },
      showErrors: true,
    };
    const next = formReducer(state, { type: 'change', fieldId: 1, value: 'filled' });
    expect(next.dirty).toBe(true);
    expect(next.errors).toEqual({ 2: 'The field is required.' });
    expect(next.showErrors).toBe(true);
    expect(next.values).toEqual({ 1: 'filled', 2: '', 3: 'c' });
    expect(state.values).toEqual({ 1: '', 2: '', 3: 'c' });
  });

  it("'change' of a field without an error keeps the others' errors", () => {
    const state: FormState = {
      ...initialFormState({ 1: '', 3: 'c' }),
      errors: { 1: 'The field is required.' },
    };
    expect(formReducer(state, { type: 'change', fieldId: 3, value: 'd' }).errors).toEqual({
      1: 'The field is required.',
    });
  });

  it("'change' clears the error even when the new value is still wrong (shown again on the next validation)", () => {
    const state: FormState = { ...initialFormState({ 1: 'x' }), errors: { 1: 'The field is required.' } };
    expect(formReducer(state, { type: 'change', fieldId: 1, value: '' }).errors).toEqual({});
  });

  it("'agreeRefundPolicy' records the choice but leaves dirty alone (Save does not keep it)", () => {
    const agreed = formReducer(initialFormState({}), { type: 'agreeRefundPolicy', agreed: true });
    expect(agreed.refundPolicyAgreed).toBe(true);
    expect(agreed.dirty).toBe(false);
    expect(formReducer(agreed, { type: 'agreeRefundPolicy', agreed: false }).refundPolicyAgreed).toBe(false);
  });

  it("'saved' clears dirty and keeps the values and the signature", () => {
    const changed = formReducer(formReducer(signedState(), { type: 'change', fieldId: 1, value: 'b' }), {
      type: 'signed',
    });
    expect(changed.dirty).toBe(true);
    const saved = formReducer(changed, { type: 'saved' });
    expect(saved.dirty).toBe(false);
    expect(saved.signed).toBe(true);
    expect(saved.values).toEqual(changed.values);
  });

  it("'validate' fills the errors with the spec's messages and shows them", () => {
    const fields = [
      field({ studentRegistrationFieldId: 1, controlType: 0, dataIsRequired: true }),
      field({ studentRegistrationFieldId: 2, controlType: 11, dataIsRequired: true }),
      field({ studentRegistrationFieldId: 3, controlType: 12, dataIsRequired: true }),
      field({ studentRegistrationFieldId: 4, controlType: 13, dataIsRequired: true }),
      field({ studentRegistrationFieldId: 5, controlType: 0, mask: 'ssn' }),
      field({
        studentRegistrationFieldId: 6,
        controlType: 4,
        controlOptions: ['-', 'No', 'Yes'],
        dataIsRequired: true,
      }),
      field({ studentRegistrationFieldId: 7, controlType: 0, dataIsRequired: true }),
    ];
    const state = initialFormState({ 1: '  ', 2: null, 3: null, 4: null, 5: '123', 6: 0, 7: 'fine' });
    const next = formReducer(state, { type: 'validate', fields });
    expect(next.showErrors).toBe(true);
    expect(next.errors).toEqual({
      1: 'The field is required.',
      2: 'The phone number is required.',
      3: 'The phone number is required. ',
      4: 'The address is required.',
      5: 'Invalid SSN',
      6: 'The field is required.',
    });
  });

  it("'validate' of a complete form leaves no errors but still shows (none)", () => {
    const fields = [field({ studentRegistrationFieldId: 1, dataIsRequired: true })];
    const state: FormState = { ...initialFormState({ 1: 'x' }), errors: { 1: 'old' } };
    const next = formReducer(state, { type: 'validate', fields });
    expect(next.errors).toEqual({});
    expect(next.showErrors).toBe(true);
  });

  it("'serverError' sets one field's message and keeps the others", () => {
    const state: FormState = {
      ...initialFormState({ 1: 'a', 2: 'b' }),
      errors: { 1: 'The field is required.' },
    };
    const next = formReducer(state, {
      type: 'serverError',
      fieldId: 2,
      message: 'Please choose one of the options.',
    });
    expect(next.errors).toEqual({ 1: 'The field is required.', 2: 'Please choose one of the options.' });
    expect(next.showErrors).toBe(true);
    expect(next.values).toBe(state.values);
  });

  it("'serverError' replaces that field's earlier message", () => {
    const state: FormState = { ...initialFormState({ 1: 'a' }), errors: { 1: 'The field is required.' } };
    expect(formReducer(state, { type: 'serverError', fieldId: 1, message: 'Invalid SSN' }).errors).toEqual({
      1: 'Invalid SSN',
    });
  });
});

describe("'validate' on a required field and a static label", () => {
  const fields = [
    field({ studentRegistrationFieldId: 1, dataIsRequired: true }),
    field({ studentRegistrationFieldId: 2, controlType: 10, dataIsRequired: true }),
  ];
  it.each<[Record<number, FieldValue>, boolean]>([
    [{ 1: 'x' }, true],
    [{ 1: 'x', 2: null }, true],
    [{ 1: '' }, false],
    [{ 1: ' ' }, false],
    [{}, false],
  ])('values %j: complete %s', (values, complete) => {
    const validated = formReducer(initialFormState(values), { type: 'validate', fields });
    expect(Object.keys(validated.errors).length === 0).toBe(complete);
  });
});

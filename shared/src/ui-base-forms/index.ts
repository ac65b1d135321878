/**
 * The base kit's form controls: labelled fields bound to react-hook-form (validated by zod, as every
 * form), in plain React and CSS. For forms on a page's first screen (`/contact`): antd's form code is
 * about 400 KB and a phone spends seconds running it. Forms that need antd's widgets (searchable
 * selects, date pickers, radio cards, several choices in one select) keep `@portal/shared/ui-forms` (docs/adr/014-every-route-fast-on-a-phone.md).
 */
// zod's fallback message for a check without one, as with the antd kit.
import '../ui/form-messages';
import { injectFormStyles } from './styles';

injectFormStyles();

export { BaseFormField } from './base-form-field';
export type { FieldRenderProps } from '../forms/field-aria';
export { BaseCheckbox, BaseCheckboxGroup, BaseRadioGroup, type ChoiceOption } from './base-choices';
export { BaseInput, BasePhoneInput, BaseTextArea } from './base-inputs';
export { BaseSelect, BaseStateSelect, type BaseOption } from './base-select';
export { Tabs, type TabItem } from './tabs';

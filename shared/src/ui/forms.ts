import './antd-setup';
/** Form controls; forms validate with react-hook-form and zod, never antd rules. */
export { Checkbox, Form, Input, Radio, Select, Slider } from 'antd';
export { FormField, type FieldRenderProps } from './form-field';

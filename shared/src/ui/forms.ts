/** Form controls; forms validate with react-hook-form and zod, never antd rules. */
export { Checkbox, DatePicker, Form, Input, InputNumber, Radio, Select, Slider, Upload } from 'antd';
export { FormField, type FieldRenderProps } from './form-field';

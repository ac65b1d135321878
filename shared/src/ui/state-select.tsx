import { Select, type RefSelectProps, type SelectProps } from 'antd';
import type { Ref } from 'react';
import { US_STATES } from '../contracts/address';
import { useFormsMessages } from '../forms/forms-catalog';

const stateOptions = US_STATES.map((state) => ({ value: state.code, label: state.name }));

type Props = Omit<SelectProps<string>, 'options'> & { ref?: Ref<RefSelectProps> };

/**
 * A US state, searchable by name; the value is the two-letter code. The 49 options are all in the
 * list (no virtual scrolling: too few to need it), so a typed name finds its option at once.
 */
export const StateSelect = (props: Props) => {
  const m = useFormsMessages();
  return (
    <Select<string>
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={m('address.chooseState')}
      virtual={false}
      {...props}
      options={stateOptions}
    />
  );
};

import { useState } from 'react';

/** True from the first render where `value` is true on: for parts loaded on first use, then kept. */
export const useOnceTrue = (value: boolean): boolean => {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
};

import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and from then on: for a part mounted on its
 * first use (a dialog's first open) and kept mounted after, so that it animates out and keeps its
 * state. True in that first render already, not one render later.
 */
export const useOnceTrue = (value: boolean): boolean => {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
};

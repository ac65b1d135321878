import { useEffect, useState } from 'react';

/** True for `ms` after mounting, then false (the draw pad's 2 s tooltip). */
export const useTimedFlag = (ms: number): boolean => {
  const [on, setOn] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOn(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return on;
};

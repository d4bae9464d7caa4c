import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delay` ms (typing in a search box, a form being filled). */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // The JSON key: a new object with the same content must not restart the timer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);
  return settled;
}

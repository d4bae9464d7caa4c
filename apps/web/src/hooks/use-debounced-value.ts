import { useEffect, useState } from 'react';

/**
 * The value once it has not changed for `delay` ms (typing in a search box, a form being filled): the server is
 * asked once per pause. Compared by content (JSON), so a new object with the same fields does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
    // The JSON key stands for the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delay]);
  return settled;
}

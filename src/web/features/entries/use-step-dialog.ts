import { useEffect, useRef, useState } from 'react';

/**
 * Which step's dialog is open. After a step is taken, `onDone` runs once the dialog has closed and
 * given the focus back to its opener, so that it may move the focus on (to the overview's heading).
 */
export function useStepDialog<T>(onDone: () => void) {
  const [asking, setAsking] = useState<T | null>(null);
  const taken = useRef(false);
  useEffect(() => {
    if (asking === null && taken.current) {
      taken.current = false;
      onDone();
    }
  }, [asking, onDone]);
  return {
    asking,
    ask: (step: T) => setAsking(() => step),
    close: () => setAsking(null),
    /** Marks the step taken; the dialog is closed by `close`. */
    taken: () => {
      taken.current = true;
    },
  };
}

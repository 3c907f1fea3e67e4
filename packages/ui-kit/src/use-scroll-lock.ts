import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Stops the page behind an open modal from scrolling, keeping its width steady where scrollbars take room. */
export function useScrollLock() {
  useEffect(() => {
    const { body, documentElement } = document;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
      }
    };
  }, []);
}

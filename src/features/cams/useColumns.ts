import { useEffect, useState } from 'react';
import { columnsForWidth } from './listingRules.ts';

/** The tile columns of the current viewport width (the CSS grid draws them; this names them). */
export function useColumns(): number {
  const [columns, setColumns] = useState(() => (typeof window === 'undefined' ? columnsForWidth(0) : columnsForWidth(window.innerWidth)));
  useEffect(() => {
    const update = () => setColumns(columnsForWidth(window.innerWidth));
    window.addEventListener('resize', update, { passive: true });
    return () => window.removeEventListener('resize', update);
  }, []);
  return columns;
}

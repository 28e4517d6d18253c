import { useEffect, useState } from 'react';

/** From this window height on, the matrix grows with the window (spec §2 "Matrix step"). */
const TALL_WINDOW = 900;
/** What the page around the matrix takes on a tall window: header, step bar, title, buttons. */
const PAGE_AROUND = 435;
/** The matrix's height on smaller windows. */
const SMALL_HEIGHT = 500;

/** The matrix table's maximum height for a window of `windowHeight` pixels. */
export function matrixMaxHeight(windowHeight: number): number {
  return windowHeight >= TALL_WINDOW ? windowHeight - PAGE_AROUND : SMALL_HEIGHT;
}

/** `matrixMaxHeight` of the current window, updated when the window is resized. */
export function useMatrixMaxHeight(): number {
  const [height, setHeight] = useState(() => matrixMaxHeight(window.innerHeight));
  useEffect(() => {
    const onResize = () => setHeight(matrixMaxHeight(window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

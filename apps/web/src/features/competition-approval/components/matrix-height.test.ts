import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matrixMaxHeight, useMatrixMaxHeight } from './matrix-height';

describe('matrixMaxHeight', () => {
  it('is the window height minus 435 from a 900 pixel high window on', () => {
    expect(matrixMaxHeight(900)).toBe(465);
    expect(matrixMaxHeight(1200)).toBe(765);
  });

  it('is 500 on a lower window', () => {
    expect(matrixMaxHeight(899)).toBe(500);
    expect(matrixMaxHeight(600)).toBe(500);
  });

  it('follows the window when it is resized', () => {
    window.innerHeight = 1000;
    const { result } = renderHook(() => useMatrixMaxHeight());
    expect(result.current).toBe(565);
    act(() => {
      window.innerHeight = 700;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(500);
  });
});

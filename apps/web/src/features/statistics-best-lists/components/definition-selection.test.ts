import { describe, expect, it } from 'vitest';
import { chosenInOrder, selectionFromQuery, selectionQuery } from './definition-selection';

describe('definition selection in the URL', () => {
  it('round-trips through the query', () => {
    const query = selectionQuery({ classIds: [3, 1], eventIds: [20] });
    expect(query).toEqual({ classes: '3,1', events: '20' });
    expect(selectionFromQuery(new URLSearchParams(query))).toEqual({ classIds: [3, 1], eventIds: [20] });
  });

  it('is absent without the parameters, and drops what is not an id', () => {
    expect(selectionFromQuery(new URLSearchParams(''))).toBeNull();
    expect(selectionFromQuery(new URLSearchParams('classes=1,x,-2,1,4.5&events='))).toEqual({ classIds: [1], eventIds: [] });
  });

  it('lists the chosen items by their order', () => {
    const all = [
      { id: 1, order: 5 },
      { id: 2, order: 1 },
      { id: 3, order: 3 },
    ];
    expect(chosenInOrder(all, [1, 2]).map((i) => i.id)).toEqual([2, 1]);
  });
});

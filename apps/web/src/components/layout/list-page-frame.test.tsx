import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { MemoryRouter } from '../../lib/router';
import { ListPageFrame, type ListPageFrameProps } from './list-page-frame';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

function show(create: ListPageFrameProps['create']) {
  render(
    <MemoryRouter>
      <ListPageFrame title="Wettkämpfe" help="Hilfe" success={{ message: 'Gespeichert.', close: () => undefined }} create={create}>
        <table aria-label="Liste" />
      </ListPageFrame>
    </MemoryRouter>,
  );
  const button = screen.getByRole('button', { name: 'Neuer Wettkampf' });
  const list = screen.getByRole('table', { name: 'Liste' });
  return { button, before: Boolean(button.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING) };
}

describe('ListPageFrame', () => {
  it('puts "New …" above the list, enabled unless the list’s answer does not offer creating', () => {
    const { button, before } = show({ to: '/competition/new', label: 'Neuer Wettkampf' });
    expect(before).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Gespeichert.')).toBeTruthy();
    cleanup();
    expect((show({ to: '/competition/new', label: 'Neuer Wettkampf', allowed: false }).button as HTMLButtonElement).disabled).toBe(true);
  });

  it('puts it below the list with the frame’s buttons where the screen asks for that', () => {
    const { before } = show({ to: '/competition/new', label: 'Neuer Wettkampf', placement: 'below' });
    expect(before).toBe(false);
  });
});

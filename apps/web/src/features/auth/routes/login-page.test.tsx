import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/router';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18n from '../../../lib/i18n';
import { SessionContextProvider, visitorSession, type Session } from '../../../session/session';
import { LoginPage } from './login-page';

function page(session: Session) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SessionContextProvider value={session}>
          <LoginPage />
        </SessionContextProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

describe('the login page', () => {
  it('shows the form while the session starts, and ends a leftover session only once the start-up is done', () => {
    const endSession = vi.fn(async () => undefined);
    const starting = { ...visitorSession, ready: false, endSession };
    const view = render(page(starting));
    expect(screen.getByRole('form', { name: i18n.t('login.title') })).toBeTruthy();
    expect(endSession).not.toHaveBeenCalled();
    view.rerender(page({ ...starting, ready: true }));
    expect(endSession).toHaveBeenCalledTimes(1);
    view.rerender(page({ ...starting, ready: true }));
    expect(endSession).toHaveBeenCalledTimes(1);
  });
});

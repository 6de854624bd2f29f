import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { memberAccount } from '../../../test/account-fixtures';
import { stubApi } from '../../../test/stub-api';

const account = memberAccount;

/** The member's session, and the event answered with `status` by the AMS route. */
function serve(status: number) {
  stubApi((path) =>
    path === '/api/session'
      ? [200, { user: null, account }]
      : path === '/api/mms/calendar/9001'
        ? [
            status,
            {
              status,
              code: status === 404 ? 'event_not_found' : 'ams_timeout',
              message: status === 404 ? 'No such event' : 'The AMS did not answer in time',
            },
          ]
        : [404, {}],
  );
}

describe('an event page when the AMS does not answer', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the records could not be reached, not that the event does not exist', async () => {
    serve(504);
    renderApp('/account/calendar/9001');
    expect(
      await screen.findByText(
        'The association’s records could not be reached. Please try again later.',
        undefined,
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('says an event the AMS does not know is not found', async () => {
    serve(404);
    renderApp('/account/calendar/9001');
    expect(
      await screen.findByText('This page is not there, or it is not yours to see.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/could not be reached/)).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { showToast, ToastRegion } from './toast';

describe('the toast region', () => {
  // A fake clock that also runs on its own, so that `findBy` still polls.
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows nothing and loads nothing until the first toast, which then shows', async () => {
    render(<ToastRegion />);
    // A second of the clock, at once: nothing has come.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      showToast('success', 'Search saved');
    });
    expect(await screen.findByText('Search saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region')).toBeTruthy();
  });
});

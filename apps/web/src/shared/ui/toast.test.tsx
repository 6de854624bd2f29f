import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { showToast, ToastRegion } from './toast';

describe('the toast region', () => {
  it('shows nothing and loads nothing until the first toast, which then shows', async () => {
    render(<ToastRegion />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      showToast('success', 'Search saved');
    });
    expect(await screen.findByText('Search saved', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('region')).toBeTruthy();
  });
});

import type { ListingRecord } from '@hearth/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../shared/lib/i18n';
import { ListingFacts } from './listing-facts';

const listing = {
  id: '7',
  ListingId: '224000007',
  BedroomsTotal: 3,
  YearBuilt: 1998,
  City: 'Davis',
} as unknown as ListingRecord;

/** The facts' labels, as a visitor reads them once the details are open. */
async function labels(): Promise<string[]> {
  await userEvent.click(screen.getByRole('button', { name: /details|detalles/i }));
  return screen.getAllByRole('term').map((term) => term.textContent ?? '');
}

describe("the listing's facts", () => {
  it('are labelled in English and in Spanish, never by their RESO names', async () => {
    const { unmount } = render(<ListingFacts listing={listing} />);
    expect(await labels()).toEqual(
      expect.arrayContaining(['MLS Number', 'Bedrooms', 'Year Built', 'City']),
    );
    unmount();
    await act(() => setLanguage('es'));
    render(<ListingFacts listing={listing} />);
    const spanish = await labels();
    expect(spanish).toEqual(expect.arrayContaining(['Número MLS', 'Recámaras', 'Ciudad']));
    expect(spanish.filter((label) => /^[A-Z][a-z]+[A-Z]/.test(label))).toEqual([]);
  });
});

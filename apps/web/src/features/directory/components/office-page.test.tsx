import { officePageResponseSchema } from '@hearth/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

const carl = {
  id: '7',
  MemberKey: 'CARL',
  MemberMlsId: 'M7',
  MemberFirstName: 'Carl',
  MemberLastName: 'Broker',
  MemberFullName: 'Carl Broker',
  title: 'Broker',
  photoUrl: null,
  phone: '9165550100',
};

/** The office page's answer, checked against the API's contract. */
const officePage = officePageResponseSchema.parse({
  office: {
    id: '3',
    OfficeKey: 'CAP',
    OfficeMlsId: 'O3',
    OfficeName: 'Capitol Realty',
    OfficeAddress1: '1 Capitol Mall',
    OfficeAddress2: null,
    OfficeCity: 'Sacramento',
    OfficeStateOrProvince: 'CA',
    OfficePostalCode: '95814',
    OfficePhone: '9165550100',
    OfficeFax: null,
    website: null,
    Latitude: null,
    Longitude: null,
    OfficeCountyOrParish: null,
    OfficeEmail: null,
    OfficeType: null,
  },
  responsibleMember: carl,
  contactMember: carl,
  members: [carl],
  header: { title: 'Capitol Realty', description: '' },
  viewer: { isAdmin: false },
});

describe('the office page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(officePage, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a responsible member who is also the contact member once, "if a different person"', async () => {
    renderApp('/office/capitol-realty/CAP', { mapsEnabled: false });
    const people = await screen.findByRole('region', { name: 'Office Contacts' });
    expect(people.textContent).toContain('Responsible and Contact Member');
    expect(people.querySelectorAll('a[href^="/agent/"]').length).toBeLessThanOrEqual(1);
    expect(people.textContent?.split('Carl Broker').length).toBe(2);
  });
});

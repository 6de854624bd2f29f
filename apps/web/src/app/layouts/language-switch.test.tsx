import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('language switch', () => {
  it('switches every text to Spanish and back', async () => {
    const user = userEvent.setup();
    renderApp('/for-sale');
    // The first visit loads the search screen's code.
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Residential Property For Sale' },
      { timeout: 5000 },
    );
    const english = screen.getByRole('button', { name: 'English' });
    expect(english.getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Propiedades residenciales en venta' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Comprar' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Menú principal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Español' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Propiedades residenciales en venta | Hearth');
    expect(localStorage.getItem('hearth.language')).toBe('es');

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Residential Property For Sale' }),
    ).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  }, 15_000);

  it('is not shown when Spanish is turned off', async () => {
    renderApp('/for-sale', { spanishEnabled: false });
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Español' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Language' })).toBeNull();
  });
});

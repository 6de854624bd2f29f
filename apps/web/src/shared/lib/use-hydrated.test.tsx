import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { markTakingOver, useHydrated } from './use-hydrated';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'in the browser' : 'as drawn'}</p>;
}

describe('useHydrated', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  it('is true from the first render of a page the browser draws itself', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).toEqual([true]);
    expect(screen.getByText('in the browser')).toBeTruthy();
  });

  it('is false while the browser takes over a drawn page, as on the server, and true after', async () => {
    const container = document.createElement('div');
    // What the server drew (there, the hook is false).
    container.innerHTML = '<p>as drawn</p>';
    document.body.append(container);
    const seen: boolean[] = [];
    const differences: unknown[] = [];
    markTakingOver();
    await act(async () => {
      root = hydrateRoot(container, <Probe seen={seen} />, {
        onRecoverableError: (error) => differences.push(error),
      });
    });
    expect(differences).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('in the browser');

    // What mounts once the page is taken over starts in the browser's state.
    const later: boolean[] = [];
    render(<Probe seen={later} />);
    expect(later).toEqual([true]);
  });
});

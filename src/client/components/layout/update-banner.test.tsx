import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { UpdateBanner } from './update-banner';

// The registration itself needs a service worker: the browser test (tests/e2e/pwa.spec.ts) covers it.

describe('the update prompt', () => {
  it('names itself, says a new version is available, and Reload and Later each do their one thing', () => {
    const onReload = vi.fn();
    const onLater = vi.fn();
    renderAt(<UpdateBanner onReload={onReload} onLater={onLater} />);
    const banner = screen.getByRole('region', { name: 'A new version is available' });
    expect(banner).toHaveTextContent('A new version is available');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onLater).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
  });
});

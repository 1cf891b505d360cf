import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnScreen } from '../../src/form/OnScreen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in IntersectionObserver the test drives by hand. */
function installObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    private entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('OnScreen (heavy editors wait for their field to come on screen)', () => {
  it('shows a placeholder of the given height until the field nears the screen, then the editor for good', () => {
    const observers = installObserver();
    render(
      <OnScreen height={242}>
        <p>the editor</p>
      </OnScreen>,
    );
    expect(screen.queryByText('the editor')).toBeNull();
    const placeholder = document.querySelector<HTMLElement>('.form-field-deferred')!;
    expect(placeholder.style.height).toBe('242px');
    expect(placeholder.getAttribute('aria-busy')).toBe('true');

    act(() => observers[0]!.callback([{ isIntersecting: false }]));
    expect(screen.queryByText('the editor')).toBeNull();
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('the editor')).toBeTruthy();
    expect(document.querySelector('.form-field-deferred')).toBeNull();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <OnScreen height={100}>
        <p>the editor</p>
      </OnScreen>,
    );
    expect(screen.getByText('the editor')).toBeTruthy();
  });
});

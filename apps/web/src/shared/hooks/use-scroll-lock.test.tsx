import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollLock } from './use-scroll-lock.ts';

function Locked({ active = true }: { active?: boolean }) {
  useScrollLock(active);
  return null;
}

/** Records the page's overflow in its own layout effect, which runs after its children's. */
function Probe({ seen, children }: { seen: string[]; children: ReactNode }) {
  useLayoutEffect(() => {
    seen.push(document.body.style.overflow);
  });
  return <>{children}</>;
}

afterEach(() => {
  document.body.style.overflow = '';
});

describe('useScrollLock', () => {
  it('locks the page in the same commit as the modal, before anything is painted', () => {
    const seen: string[] = [];
    render(
      <Probe seen={seen}>
        <Locked />
      </Probe>,
    );
    // A passive effect would lock a task later: the first frame would scroll under the modal.
    expect(seen).toEqual(['hidden']);
  });

  it('keeps the page locked until the last of nested locks is released', () => {
    document.body.style.overflow = 'auto';
    const outer = render(<Locked />);
    const inner = render(<Locked />);
    inner.unmount();
    expect(document.body.style.overflow).toBe('hidden');
    outer.unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('does nothing while inactive', () => {
    const view = render(<Locked active={false} />);
    expect(document.body.style.overflow).toBe('');
    view.rerender(<Locked active />);
    expect(document.body.style.overflow).toBe('hidden');
    view.unmount();
    expect(document.body.style.overflow).toBe('');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breakable } from './content-columns.tsx';

describe('content columns', () => {
  it('lets an address break before its parts, and keeps its text whole', () => {
    const { container } = render(<p>{breakable('/help#account-security?a=1&b=2')}</p>);
    expect(container.textContent).toBe('/help#account-security?a=1&b=2');
    // Before "#", "?" and "&", not before the leading "/".
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.querySelector('p')!.innerHTML).toBe(
      '/help<wbr>#account-security<wbr>?a=1<wbr>&amp;b=2',
    );
  });
});

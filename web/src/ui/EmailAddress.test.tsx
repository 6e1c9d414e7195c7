import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, emailParts } from './EmailAddress';

describe('an e-mail address on a narrow screen', () => {
  it('may break only before the @ and before each dot', () => {
    expect(emailParts('ann.lee@mail.example.org')).toEqual([
      'ann',
      '.lee',
      '@mail',
      '.example',
      '.org',
    ]);
    expect(emailParts('sam@x')).toEqual(['sam', '@x']);
  });

  it('reads as the whole address, with a break opportunity at each of those points', () => {
    const { container } = render(<EmailAddress email="ann.lee@x.org" />);
    expect(container.textContent).toBe('ann.lee@x.org');
    expect(container.innerHTML).toBe('ann<wbr>.lee<wbr>@x<wbr>.org');
  });
});

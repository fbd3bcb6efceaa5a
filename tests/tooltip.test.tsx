import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InfoTooltip } from '../src/ui/Tooltip';

describe('InfoTooltip', () => {
  it('shows on keyboard focus, describes its button, and hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InfoTooltip label="More about Storage" text="Space for your pages." />
        <button type="button">Next</button>
      </>,
    );
    const info = screen.getByRole('button', { name: 'More about Storage' });
    await user.tab();
    expect(info).toHaveFocus();
    expect(info).toHaveAccessibleDescription('Space for your pages.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(info).toHaveFocus();
    await user.click(info);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Space for your pages.');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows once the pointer has rested on it a moment, and hides when it leaves', async () => {
    const user = userEvent.setup();
    render(<InfoTooltip label="More about Storage" text="Space for your pages." />);
    const info = screen.getByRole('button', { name: 'More about Storage' });
    await user.hover(info);
    // Not at once: a pointer passing over the card does not flash every tooltip.
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Space for your pages.');
    await user.unhover(info);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

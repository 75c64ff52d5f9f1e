import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useTabs, type UseTabsOptions } from './use-tabs.ts';

const NAMES = ['India', 'USA', 'Germany'];

function Tabs(options: UseTabsOptions) {
  const { tabListProps, tabProps, panelProps } = useTabs(NAMES.length, options);
  return (
    <>
      <div {...tabListProps} aria-label="Regions">
        {NAMES.map((name, index) => (
          <button key={name} type="button" {...tabProps(index)}>
            {name}
          </button>
        ))}
      </div>
      {NAMES.map((name, index) => (
        <div key={name} {...panelProps(index)}>
          <p>Office in {name}</p>
        </div>
      ))}
    </>
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true });
const visiblePanel = () => screen.getByRole('tabpanel');

describe('useTabs', () => {
  it('starts on the first tab with one tab in the Tab order and the other panels hidden', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Regions' })).toHaveAttribute('aria-orientation', 'horizontal');
    expect(selectedTab()).toHaveTextContent('India');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(visiblePanel()).toHaveTextContent('Office in India');
    expect(screen.getAllByRole('tabpanel', { hidden: true }).map((panel) => panel.hidden)).toEqual([false, true, true]);
  });

  it('ties each tab to its panel both ways', () => {
    render(<Tabs />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(visiblePanel()).toHaveAccessibleName('India');
    expect(visiblePanel()).toHaveAttribute('tabindex', '0');
  });

  it('selects a clicked tab', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'Germany' }));
    expect(selectedTab()).toHaveTextContent('Germany');
    expect(visiblePanel()).toHaveTextContent('Office in Germany');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves focus and selection with Right, Left, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'India' })).toHaveFocus();
    const steps: [string, string][] = [
      ['{ArrowRight}', 'USA'],
      ['{ArrowRight}', 'Germany'],
      ['{ArrowRight}', 'India'],
      ['{ArrowLeft}', 'Germany'],
      ['{Home}', 'India'],
      ['{End}', 'Germany'],
    ];
    for (const [key, name] of steps) {
      await user.keyboard(key);
      expect(screen.getByRole('tab', { name })).toHaveFocus();
      expect(selectedTab()).toHaveTextContent(name);
      expect(visiblePanel()).toHaveTextContent(`Office in ${name}`);
    }
  });

  it('leaves Up and Down to the page in a horizontal list, and uses them in a vertical one', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Tabs />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toHaveTextContent('India');
    unmount();
    render(<Tabs orientation="vertical" />);
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toHaveTextContent('USA');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('USA');
  });

  it('moves on from the selected tab to its panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Tabs initialIndex={1} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'USA' })).toHaveFocus();
    await user.tab();
    expect(visiblePanel()).toHaveFocus();
    expect(visiblePanel()).toHaveTextContent('Office in USA');
  });

  it('leaves shortcuts with modifier keys to the browser', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.tab();
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(selectedTab()).toHaveTextContent('India');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectOnlyCombobox, type ComboboxGroup, type ComboboxOption } from './select-only-combobox.tsx';

const fruits: ComboboxOption[] = [{ label: 'Apple' }, { label: 'Banana' }, { label: 'Cherry' }];
const produce: ComboboxOption[] = [
  { label: 'Any' },
  { label: 'Carrot', group: 'vegetables' },
  { label: 'Leek', group: 'vegetables' },
  { label: 'Mango', group: 'fruit' },
];
const groups: ComboboxGroup[] = [
  { key: 'vegetables', label: 'Vegetables' },
  { key: 'fruit', label: 'Fruit' },
  { key: 'grain', label: 'Grain' },
];

/** A controlled combobox, as a form would hold it; `onChange` sees every commit. */
function Controlled({
  options = fruits,
  withGroups = false,
  onChange = () => undefined,
}: {
  options?: ComboboxOption[];
  withGroups?: boolean;
  onChange?: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SelectOnlyCombobox
        label="Fruit"
        placeholder="Choose a fruit"
        options={options}
        {...(withGroups ? { groups } : {})}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Fruit' });
/** The element another one names by id in `attribute` (aria-activedescendant, aria-labelledby). */
const referenced = (element: Element, attribute: string) => document.getElementById(element.getAttribute(attribute) ?? '');

describe('SelectOnlyCombobox', () => {
  it('is a closed, labelled combobox showing its placeholder, controlling a hidden listbox', () => {
    render(<Controlled />);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox()).toHaveTextContent('Choose a fruit');
    expect(combobox()).toHaveAttribute('data-placeholder', 'true');
    expect(combobox()).not.toHaveAttribute('aria-activedescendant');
    const listbox = referenced(combobox(), 'aria-controls');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).not.toBeVisible();
  });

  it('lists the placeholder first, then the options, and commits a click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(combobox());
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a fruit', 'Apple', 'Banana', 'Cherry']);
    await user.click(within(listbox).getByRole('option', { name: 'Banana' }));
    expect(onChange).toHaveBeenLastCalledWith('Banana');
    expect(combobox()).toHaveTextContent('Banana');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveFocus();
  });

  it('keeps focus on the combobox and points aria-activedescendant at the active option', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = referenced(combobox(), 'aria-activedescendant');
    expect(active).toHaveTextContent('Banana');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveTextContent('Banana');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
  });

  it('the placeholder entry clears the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Choose a fruit' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(combobox()).toHaveTextContent('Choose a fruit');
  });

  it('Escape and an outside press close the list and keep the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    combobox().focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.click(combobox());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveTextContent('Choose a fruit');
  });

  it('lists ungrouped options first, then each non-empty group under its heading, in the order of `groups`', async () => {
    const user = userEvent.setup();
    render(<Controlled options={produce} withGroups />);
    await user.click(combobox());
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    const shown = within(listbox).getAllByRole('group');
    expect(shown.map((group) => referenced(group, 'aria-labelledby')?.textContent)).toEqual(['Vegetables', 'Fruit']);
    expect(
      within(shown[0] as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Carrot', 'Leek']);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a fruit', 'Any', 'Carrot', 'Leek', 'Mango']);
    // Arrow keys follow the visible order across groups.
    await user.keyboard('{End}');
    expect(referenced(combobox(), 'aria-activedescendant')).toHaveTextContent('Mango');
  });
});

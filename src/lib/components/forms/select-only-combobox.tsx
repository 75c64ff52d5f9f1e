import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { actionFromKey, movedIndex, TYPEAHEAD_RESET_MS, typeaheadIndex } from './combobox-keys.ts';
import { ComboField, ComboLabel, ComboTrigger, Listbox, Option, OptionGroup, OptionGroupLabel } from './select-only-combobox.styles.ts';

export interface ComboboxOption {
  label: string;
  /** Options with the same group key are listed together under that group's heading. */
  group?: string;
}

export interface ComboboxGroup {
  key: string;
  label: string;
}

export interface SelectOnlyComboboxProps {
  label: string;
  /** Shown while nothing is chosen; also the list's top entry, which clears the choice. */
  placeholder: string;
  options: readonly ComboboxOption[];
  groups?: readonly ComboboxGroup[];
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A select-only combobox after the WAI-ARIA APG example: focus stays on the
 * combobox and aria-activedescendant points at the active option, so screen
 * readers follow the list while the keyboard drives it. Index 0 is the
 * placeholder entry; option i + 1 is options[i]. Grouped options must be
 * listed in the order of `groups`, so arrow keys follow the visible order.
 */
export function SelectOnlyCombobox({ label, placeholder, options, groups = [], value, onChange }: SelectOnlyComboboxProps) {
  const ids = useId();
  const labelId = `${ids}-label`;
  const listboxId = `${ids}-listbox`;
  const optionId = (index: number) => `${ids}-option-${index}`;
  const labels = [placeholder, ...options.map((option) => option.label)];
  const selectedIndex = value === null ? 0 : Math.max(0, labels.indexOf(value, 1));

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const fieldRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);
  const search = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });

  const openList = (index = selectedIndex) => {
    setActiveIndex(index);
    setOpen(true);
  };
  const closeList = () => setOpen(false);
  const commit = (index: number) => {
    onChange(index === 0 ? null : (labels[index] ?? null));
    setOpen(false);
  };

  // Outside presses close the list and keep the old value (SPEC 2.5).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && fieldRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Keeps the active option inside the list's scroll area (it scrolls beyond about 10rem).
  const activeId = open ? optionId(activeIndex) : undefined;
  useEffect(() => {
    const listbox = listboxRef.current;
    const active = activeId === undefined ? null : document.getElementById(activeId);
    if (!listbox || !active) return;
    // The listbox is positioned, so it is every option's offsetParent.
    const top = active.offsetTop;
    if (top < listbox.scrollTop) listbox.scrollTop = top;
    else if (top + active.offsetHeight > listbox.scrollTop + listbox.clientHeight) listbox.scrollTop = top + active.offsetHeight - listbox.clientHeight;
  }, [activeId]);

  useEffect(() => () => clearTimeout(search.current.timer), []);

  const typeAhead = (character: string) => {
    clearTimeout(search.current.timer);
    search.current.text += character;
    search.current.timer = setTimeout(() => {
      search.current.text = '';
    }, TYPEAHEAD_RESET_MS);
    const from = open ? activeIndex : selectedIndex;
    const match = typeaheadIndex(labels, search.current.text, from);
    if (match < 0) search.current.text = '';
    openList(match >= 0 ? match : from);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = actionFromKey(event, open);
    if (action === null) return;
    const lastIndex = labels.length - 1;
    switch (action) {
      case 'open':
        event.preventDefault();
        openList();
        return;
      case 'close':
        event.preventDefault();
        closeList();
        return;
      case 'commit':
        event.preventDefault();
        commit(activeIndex);
        return;
      case 'commit-and-leave':
        // No preventDefault: Tab still moves focus on, as in a native select.
        commit(activeIndex);
        return;
      case 'type':
        typeAhead(event.key);
        return;
      default:
        event.preventDefault();
        openList(movedIndex(open ? activeIndex : selectedIndex, lastIndex, action));
    }
  };

  const renderOption = (index: number) => (
    <Option
      key={index}
      id={optionId(index)}
      role="option"
      aria-selected={index === selectedIndex}
      data-active={open && index === activeIndex ? 'true' : undefined}
      data-index={index}
      $placeholder={index === 0}
    >
      {labels[index]}
    </Option>
  );

  const ungrouped = options.flatMap((option, index) => (option.group === undefined ? [index + 1] : []));
  const grouped = groups.map((group) => ({ ...group, indexes: options.flatMap((option, index) => (option.group === group.key ? [index + 1] : [])) }));

  return (
    <ComboField ref={fieldRef}>
      <ComboLabel id={labelId}>{label}</ComboLabel>
      <ComboTrigger
        ref={comboRef}
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-controls={listboxId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={activeId}
        data-placeholder={selectedIndex === 0 ? 'true' : undefined}
        onClick={() => (open ? closeList() : openList())}
        onKeyDown={onKeyDown}
        onBlur={closeList}
      >
        {labels[selectedIndex]}
      </ComboTrigger>
      <Listbox
        ref={listboxRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        // Keeps focus on the combobox while an option is pressed, so its blur does not close the list first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => {
          const option = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
          if (option?.dataset['index'] === undefined) return;
          commit(Number(option.dataset['index']));
          comboRef.current?.focus();
        }}
      >
        {renderOption(0)}
        {ungrouped.map(renderOption)}
        {grouped
          .filter((group) => group.indexes.length > 0)
          .map((group) => (
            <OptionGroup key={group.key} role="group" aria-labelledby={`${ids}-group-${group.key}`}>
              <OptionGroupLabel role="presentation" id={`${ids}-group-${group.key}`}>
                {group.label}
              </OptionGroupLabel>
              {group.indexes.map(renderOption)}
            </OptionGroup>
          ))}
      </Listbox>
    </ComboField>
  );
}

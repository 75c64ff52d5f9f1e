import type { ModelView } from '@/content/generated/content-types.ts';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { Choice, ChoiceName, Choices, Swatch } from './live-view.styles.ts';

export interface ColourChoicesProps {
  choices: NonNullable<ModelView['variants']>;
  /** The radio group's name, unique on the page. */
  name: string;
  value: string | undefined;
  onChange: (variant: string) => void;
}

/** A 3D view's colour choices (such as a car's paints) as a native radio group: arrow keys move between them. */
export default function ColourChoices({ choices, name, value, onChange }: ColourChoicesProps) {
  return (
    <Choices>
      <legend>{choices.legend}</legend>
      {choices.options.map((option) => (
        <Choice key={option.variant}>
          <VisuallyHidden
            as="input"
            type="radio"
            name={name}
            value={option.variant}
            checked={option.variant === value}
            onChange={() => onChange(option.variant)}
          />
          <Swatch $colour={option.swatch} aria-hidden="true" />
          <ChoiceName>{option.label}</ChoiceName>
        </Choice>
      ))}
    </Choices>
  );
}

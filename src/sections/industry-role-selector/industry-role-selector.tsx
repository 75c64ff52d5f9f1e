import { useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlusIcon } from '@/lib/components/icons/plus-icon.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import type { IndustryRoleSelectorSection } from '@/content/generated/content-types.ts';
import { VectorImage } from '@/lib/media/vector-image.tsx';
import { useScrollReveal } from '@/lib/scroll-animations/use-scroll-reveal.ts';
import { SelectOnlyCombobox, type ComboboxGroup } from '@/lib/components/forms/select-only-combobox.tsx';
import { emptySelection, rolesFor, selectorReducer, startOutcome, type PersonaGroup } from './selector-state.ts';
import {
  Actions,
  Alert,
  Choices,
  ExploreLabel,
  ExploreLink,
  HeadingRow,
  IconCaption,
  IconList,
  InfoCard,
  InfoImage,
  InfoText,
  InfoTitle,
  Layout,
  Panel,
  RevealingSection,
  StartButton,
} from './industry-role-selector.styles.ts';

const GROUP_ORDER: readonly PersonaGroup[] = ['sales', 'training', 'twin'];

export default function IndustryRoleSelector({
  header,
  industryLabel,
  industryPlaceholder,
  roleLabel,
  rolePlaceholder,
  roleGroupLabels,
  buttonLabel,
  incompleteMessage,
  industries,
  explore,
  info,
}: IndustryRoleSelectorSection) {
  const ids = useId();
  const navigate = useNavigate();
  const sectionRef = useRef<HTMLElement>(null);
  const reveal = useScrollReveal(sectionRef);
  const [selection, dispatch] = useReducer(selectorReducer, emptySelection);
  const [showIncomplete, setShowIncomplete] = useState(false);

  const industryOptions = industries.map(({ industry }) => ({ label: industry }));
  const roleOptions = rolesFor(industries, selection.industry).map(({ role, group }) => ({ label: role, group }));
  const roleGroups: ComboboxGroup[] = GROUP_ORDER.map((key) => ({ key, label: roleGroupLabels[key] }));
  const complete = selection.industry !== null && selection.role !== null;

  const start = () => {
    const outcome = startOutcome(industries, selection);
    if (outcome.kind === 'incomplete') {
      setShowIncomplete(true);
      return;
    }
    void navigate(outcome.path);
  };

  return (
    <RevealingSection ref={sectionRef} data-reveal={reveal}>
      {(headingId) => (
        <Layout>
          <Panel>
            <HeadingRow>
              <SectionHeader header={header} level={2} headingId={headingId} />
              <ExploreLink link={explore}>
                <PlusIcon />
                <ExploreLabel aria-hidden="true">{explore.label}</ExploreLabel>
              </ExploreLink>
            </HeadingRow>
            <Choices>
              <SelectOnlyCombobox
                label={industryLabel}
                placeholder={industryPlaceholder}
                options={industryOptions}
                value={selection.industry}
                onChange={(industry) => {
                  dispatch({ type: 'choose-industry', industry });
                  setShowIncomplete(false);
                }}
              />
              <SelectOnlyCombobox
                label={roleLabel}
                placeholder={rolePlaceholder}
                options={roleOptions}
                groups={roleGroups}
                value={selection.role}
                onChange={(role) => {
                  dispatch({ type: 'choose-role', role });
                  setShowIncomplete(false);
                }}
              />
            </Choices>
            <Actions>
              {/* aria-disabled rather than disabled: the dimmed button stays focusable and clickable, so it can explain what is missing. */}
              <StartButton type="button" aria-disabled={!complete} aria-describedby={`${ids}-alert`} onClick={start}>
                {buttonLabel}
              </StartButton>
              <Alert id={`${ids}-alert`} role="alert">
                {showIncomplete && !complete ? incompleteMessage : ''}
              </Alert>
            </Actions>
          </Panel>
          <InfoCard>
            <InfoImage src={info.image.src} alt={info.image.alt ?? ''} sizes="(min-width: 1024px) 40vw, calc(100vw - 2rem)" />
            <InfoTitle>{info.title}</InfoTitle>
            <InfoText>{info.description}</InfoText>
            {info.icons && info.icons.length > 0 ? (
              <IconList>
                {info.icons.map((icon) => (
                  <li key={icon.src}>
                    <VectorImage src={icon.src} alt="" />
                    <IconCaption>{icon.label}</IconCaption>
                  </li>
                ))}
              </IconList>
            ) : null}
          </InfoCard>
        </Layout>
      )}
    </RevealingSection>
  );
}

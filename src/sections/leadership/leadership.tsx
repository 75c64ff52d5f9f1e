import { useId } from 'react';
import type { LeadershipSection } from '@/content/generated/content-types.ts';
import { Container } from '@/lib/components/container.ts';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { Bio, Header, Name, People, Person, Photo, ProfileLink, Role, Section } from './leadership.styles.ts';
import { LinkedInIcon } from './linkedin-icon.tsx';

/** How wide a portrait is shown: a fifth of the row from 1280 px, a third from 768 px, most of a phone's width. */
const PHOTO_SIZES = '(min-width: 1440px) 256px, (min-width: 1280px) 18vw, (min-width: 768px) 30vw, 78vw';

/** The leadership team and advisors: one card each, with the portrait, role, a short bio and their LinkedIn profile. */
export default function Leadership({ header, people }: LeadershipSection) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <Header>
          <SectionHeader header={header} level={2} headingId={headingId} />
        </Header>
        <People>
          {people.map((person) => (
            <Person key={person.name}>
              <Photo src={person.photo.src} alt={person.photo.alt ?? ''} sizes={PHOTO_SIZES} />
              <Name>{person.name}</Name>
              <Role>{person.title}</Role>
              <Bio>{person.bio}</Bio>
              <ProfileLink link={person.linkedIn}>
                <LinkedInIcon />
                <VisuallyHidden>{person.linkedIn.label}</VisuallyHidden>
              </ProfileLink>
            </Person>
          ))}
        </People>
      </Container>
    </Section>
  );
}

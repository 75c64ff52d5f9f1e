import type { LeadershipSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { SocialIcon } from '@/lib/components/icons/social-icons.tsx';
import { Bio, Name, People, Person, Photo, ProfileLink, Role } from './leadership.styles.ts';

/** How wide a portrait is shown: a fifth of the row from 1280 px, a third from 768 px, most of a phone's width. */
const PHOTO_SIZES = '(min-width: 1440px) 256px, (min-width: 1280px) 18vw, (min-width: 768px) 30vw, 78vw';

/** The leadership team and advisors: one card each, with the portrait, role, a short bio and their LinkedIn profile. */
export default function Leadership({ header, people }: LeadershipSection) {
  return (
    <SectionShell header={header}>
      <People>
        {people.map((person) => (
          <Person key={person.name}>
            <Photo src={person.photo.src} alt={person.photo.alt ?? ''} sizes={PHOTO_SIZES} />
            <Name>{person.name}</Name>
            <Role>{person.title}</Role>
            <Bio>{person.bio}</Bio>
            <ProfileLink link={person.linkedIn}>
              <SocialIcon network="linkedin" size={24} />
              <VisuallyHidden>{person.linkedIn.label}</VisuallyHidden>
            </ProfileLink>
          </Person>
        ))}
      </People>
    </SectionShell>
  );
}

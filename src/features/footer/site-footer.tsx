import { Container } from '@/lib/components/container.ts';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import {
  About,
  AddressLines,
  Bottom,
  Brand,
  BrandName,
  ColumnHeading,
  Contact,
  ContactLink,
  FooterLink,
  FooterRoot,
  LinkColumns,
  LinkList,
  Links,
  MapsLink,
  Slogan,
  Social,
  SocialLink,
  SocialList,
  Top,
} from './footer.styles.ts';
import { SocialIcon } from '@/lib/components/icons/social-icons.tsx';
import { LineBreaks } from '@/lib/components/line-breaks.tsx';

/**
 * Three bands: the brand (logo, then the slogan leading into what the name means) beside the contact block, the link columns,
 * and the copyright beside the social links.
 */
export function SiteFooter() {
  const { brand, footer } = useSiteContent();
  const { contact, social } = footer;
  return (
    <FooterRoot data-print="hide">
      <Container>
        <Top>
          <Brand>
            <BrandName link={brand.logo.homeLink}>
              <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} loading="lazy" />
              <span>{brand.logo.homeLink.label}</span>
            </BrandName>
            {/* One paragraph: the slogan, set large, leads into what the name means. It heads nothing, so it is no heading. */}
            <About>
              <Slogan>{brand.slogan}</Slogan> {brand.nameOrigin}
            </About>
          </Brand>
          <Contact>
            <ColumnHeading as="p">{contact.heading}</ColumnHeading>
            <AddressLines>
              <LineBreaks lines={contact.details.addressLines} />
            </AddressLines>
            <MapsLink link={contact.details.maps} />
            {contact.details.phone ? <ContactLink link={contact.details.phone} /> : null}
            {contact.details.email ? <ContactLink link={contact.details.email} /> : null}
          </Contact>
        </Top>
        <Links aria-label={footer.label}>
          <LinkColumns>
            {footer.linkGroups.map((group) => (
              <div key={group.heading}>
                <ColumnHeading>{group.heading}</ColumnHeading>
                <LinkList role="list">
                  {group.links.map((link) => (
                    <li key={link.target}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </LinkList>
              </div>
            ))}
          </LinkColumns>
        </Links>
        <Bottom>
          <p>{footer.copyright}</p>
          <Social>
            <ColumnHeading as="p">{social.heading}</ColumnHeading>
            <SocialList role="list">
              {social.profiles.map((profile) => (
                <li key={profile.target}>
                  <SocialLink link={profile}>
                    <SocialIcon network={profile.target} />
                    <VisuallyHidden>{profile.label}</VisuallyHidden>
                  </SocialLink>
                </li>
              ))}
            </SocialList>
          </Social>
        </Bottom>
      </Container>
    </FooterRoot>
  );
}

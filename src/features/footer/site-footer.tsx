import { Container } from '@/lib/components/container.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';
import { VisuallyHidden } from '@/lib/components/visually-hidden.ts';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import {
  Bottom,
  Brand,
  BrandName,
  ColumnHeading,
  Contact,
  FooterLink,
  FooterRoot,
  LinkColumns,
  LinkList,
  Slogan,
  SocialLink,
  SocialList,
  Top,
} from './footer.styles.ts';
import { SocialIcon } from './social-icons.tsx';

export function SiteFooter() {
  const { brand, footer } = useSiteContent();
  const { contact, social } = footer;
  return (
    <FooterRoot>
      <Container>
        <Top>
          <Brand>
            <BrandName to="/" aria-label={brand.logo.homeLabel}>
              <img src={brand.logo.src} alt="" width={brand.logo.width} height={brand.logo.height} loading="lazy" />
              <span>{brand.name}</span>
            </BrandName>
            <Slogan>{brand.slogan}</Slogan>
            <p>{brand.nameOrigin}</p>
            <Contact>
              <ColumnHeading as="p">{contact.heading}</ColumnHeading>
              <span>
                {contact.addressLines.map((line, index) => (
                  <span key={line}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </span>
                ))}
              </span>
              <ContentLink link={{ label: contact.mapsLabel, target: contact.mapsUrl }} />
              <a href={`tel:${contact.phoneNumber}`}>{contact.phoneDisplay}</a>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </Contact>
            <div>
              <ColumnHeading as="p">{social.heading}</ColumnHeading>
              <SocialList role="list">
                {social.profiles.map((profile) => (
                  <li key={profile.network}>
                    <SocialLink link={{ label: profile.label, target: profile.network }}>
                      <SocialIcon network={profile.network} />
                      <VisuallyHidden>{profile.label}</VisuallyHidden>
                    </SocialLink>
                  </li>
                ))}
              </SocialList>
            </div>
          </Brand>
          <nav aria-label={footer.label}>
            <LinkColumns>
              {footer.linkGroups.map((group) => (
                <div key={group.heading}>
                  <ColumnHeading>{group.heading}</ColumnHeading>
                  <LinkList role="list">
                    {group.links.map((link) => (
                      <li key={link.path}>
                        <FooterLink to={link.path}>{link.label}</FooterLink>
                      </li>
                    ))}
                  </LinkList>
                </div>
              ))}
            </LinkColumns>
          </nav>
        </Top>
        <Bottom>
          <p>{footer.copyright}</p>
        </Bottom>
      </Container>
    </FooterRoot>
  );
}

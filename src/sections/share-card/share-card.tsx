import { useId, useRef, useState, type SyntheticEvent } from 'react';
import type { ShareCardSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { SectionHeader } from '@/lib/components/section-header.tsx';
import { VectorImage } from '@/lib/media/vector-image.tsx';
import { useSiteContent } from '@/lib/site-content/site-content-context.tsx';
import { buildMailto, composeShareMail, isShareEmailValid } from './share-mailto.ts';
import { Alert, App, BadgeLink, Card, Field, Form, Heading, Muted, SendButton } from './share-card.styles.ts';

export default function ShareCard({ header, nameLabel, emailLabel, submitLabel, invalidEmailMessage, mail, app }: ShareCardSection) {
  const { brand } = useSiteContent();
  const ids = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isShareEmailValid(email)) {
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    const message = composeShareMail({ email, name, pageUrl: window.location.href, product: brand.name }, mail);
    window.location.href = buildMailto(message);
  };

  return (
    <SectionShell>
      {(headingId) => (
        <Card>
          <div>
            <SectionHeader header={header} level={2} headingId={headingId} />
            {/* noValidate: the spec's rule (non-empty and containing "@") replaces the browser's own check. */}
            <Form noValidate onSubmit={send}>
              <Field>
                <label htmlFor={`${ids}-name`}>{nameLabel}</label>
                <input id={`${ids}-name`} name="name" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} />
              </Field>
              <Field>
                <label htmlFor={`${ids}-email`}>{emailLabel}</label>
                <input
                  ref={emailRef}
                  id={`${ids}-email`}
                  name="email"
                  type="email"
                  autoComplete="email"
                  aria-required="true"
                  aria-invalid={invalid}
                  aria-describedby={`${ids}-error`}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field>
              <SendButton type="submit">{submitLabel}</SendButton>
            </Form>
            <Alert id={`${ids}-error`} role="alert">
              {invalid ? invalidEmailMessage : ''}
            </Alert>
          </div>
          <App>
            <Heading as="h3">{app.header.heading}</Heading>
            {app.header.intro ? <Muted>{app.header.intro}</Muted> : null}
            {/* The download link alone: no star rating, since none has a source a visitor could check. */}
            <BadgeLink link={app.link}>
              <VectorImage src={app.badge} alt={app.link.label} />
            </BadgeLink>
          </App>
        </Card>
      )}
    </SectionShell>
  );
}

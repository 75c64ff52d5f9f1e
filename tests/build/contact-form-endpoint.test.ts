import { describe, expect, it } from 'vitest';
import { checkContactFormEndpoint, CONTACT_FORM_ENDPOINT_VARIABLE } from '../../scripts/lib/contact-form-endpoint-plugin.ts';

describe('checkContactFormEndpoint (build time)', () => {
  it('accepts an https address', () => {
    expect(checkContactFormEndpoint('https://formspree.io/f/xyzwabcd')).toEqual({ kind: 'ok' });
  });

  it.each([undefined, '', '   '])('warns, naming the variable and the mock, when it is %j', (value) => {
    const check = checkContactFormEndpoint(value);
    expect(check.kind).toBe('unset');
    expect(check.kind === 'unset' && check.warning).toMatch(new RegExp(`^${CONTACT_FORM_ENDPOINT_VARIABLE} is not set: .*mock form service`));
  });

  it('fails the build for a value that is not a web address, or not https', () => {
    const notAnAddress = checkContactFormEndpoint('formspree.io/f/xyz');
    expect(notAnAddress.kind === 'invalid' && notAnAddress.error).toMatch(/not a web address/);
    const plainHttp = checkContactFormEndpoint('http://formspree.io/f/xyz');
    expect(plainHttp.kind === 'invalid' && plainHttp.error).toMatch(/must start with https:\/\//);
  });
});

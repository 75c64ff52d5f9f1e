import { describe, expect, it } from 'vitest';
import { blockedStorage, memoryStorage } from '../../../testing/vitest/storage-doubles.ts';
import type { ContactFormValues } from '@/features/contact-form/send-contact-form.ts';
import { DRAFT_STORAGE_KEY, parseDraft, readDraft, saveDraft, valuesToRestore } from './contact-form-draft.ts';
import { EMPTY_VALUES } from './contact-form-state.ts';

const TYPED: ContactFormValues = {
  name: 'Meera Krishnan',
  email: 'meera@example.com',
  phone: '+91 44 2345 6789',
  message: 'Please call me about a warehouse digital twin.\nAfternoons suit best.',
};

describe('saveDraft and readDraft', () => {
  it('keep every field for the tab under one key, and give them back as typed', () => {
    const storage = memoryStorage();
    expect(saveDraft(storage, TYPED)).toBe(true);
    expect([...storage.values.keys()]).toEqual([DRAFT_STORAGE_KEY]);
    expect(readDraft(storage)).toEqual(TYPED);
  });

  it('keep a half-filled form, leaving out the empty fields', () => {
    const storage = memoryStorage();
    saveDraft(storage, { ...EMPTY_VALUES, name: 'Meera' });
    expect(readDraft(storage)).toEqual({ name: 'Meera' });
  });

  it('remove the draft once every field is empty (a successful send resets them)', () => {
    const storage = memoryStorage();
    saveDraft(storage, TYPED);
    expect(saveDraft(storage, EMPTY_VALUES)).toBe(true);
    expect(storage.values.size).toBe(0);
    expect(readDraft(storage)).toBeUndefined();
  });

  it('never throw where storage is missing or blocked, and say the draft was not kept', () => {
    expect(saveDraft(undefined, TYPED)).toBe(false);
    expect(saveDraft(blockedStorage, TYPED)).toBe(false);
    expect(readDraft(undefined)).toBeUndefined();
    expect(readDraft(blockedStorage)).toBeUndefined();
  });
});

describe('parseDraft', () => {
  it('reads no draft from nothing, broken JSON, or JSON that is not an object of the fields', () => {
    for (const text of [
      null,
      '',
      '{',
      'null',
      '"Meera"',
      '42',
      '[]',
      '["Meera"]',
      '{}',
      '{"name":""}',
      '{"company":"Acme"}',
      '{"__proto__":{"name":"Meera"}}',
    ]) {
      expect(parseDraft(text), String(text)).toBeUndefined();
    }
  });

  it('keeps only the four fields, and only where they hold text', () => {
    expect(parseDraft(JSON.stringify({ name: 'Meera', email: 42, phone: null, message: ['hi'], company: 'Acme' }))).toEqual({
      name: 'Meera',
    });
  });
});

describe('valuesToRestore', () => {
  it('starts from the stored draft when the fields are empty', () => {
    expect(valuesToRestore({}, TYPED)).toEqual(TYPED);
    expect(valuesToRestore({ name: '', email: '' }, { email: TYPED.email })).toEqual({ ...EMPTY_VALUES, email: TYPED.email });
  });

  it('keeps what is already in a field (typed before hydration) over the stored draft, field by field', () => {
    expect(valuesToRestore({ name: 'Meera K.', message: '' }, TYPED)).toEqual({ ...TYPED, name: 'Meera K.' });
  });

  it('is empty without either', () => {
    expect(valuesToRestore({}, undefined)).toEqual(EMPTY_VALUES);
  });
});

/**
 * The media picker beside a field whose schema names a `mediaRef`: what it lists for each kind, that picking writes
 * the reference content uses, and that it works from the keyboard. The browser test (e2e/studio/studio.spec.ts) picks
 * an image on a real page; a model's case needs no browser, so it is proven here.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import defs from '../../schemas/defs.schema.json';
import type { MediaLibrary } from '../api-client.ts';
import { SchemaForm } from '../components/schema-form.tsx';
import { MediaPicker } from './media-picker.tsx';

const library: MediaLibrary = {
  images: [{ src: '/media/images/leadership/jonathan-mercer', width: 1200, height: 800, preview: '/media/images/leadership/jonathan-mercer-480.webp' }],
  videos: [{ src: '/media/videos/ar-tablet', poster: '/media/videos/ar-tablet-poster.webp' }],
  models: [
    { src: '/media/models/concept-car', bytes: 1_133_520 },
    { src: '/media/models/forklift', bytes: 524_288 },
  ],
};

const noUpload = () => Promise.reject(new Error('No upload in this test.'));

describe('the media picker for 3D models', () => {
  it('lists each model by name and size, marks the current one, offers no upload and says where models come from', () => {
    render(<MediaPicker kind="model" library={library} current="/media/models/forklift" upload={noUpload} onPick={vi.fn()} />);
    const buttons = within(screen.getByRole('list')).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['concept-car 1.08 MB', 'forklift 0.50 MB']);
    expect(screen.getByRole('button', { name: 'concept-car 1.08 MB' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'forklift 0.50 MB' })).toHaveAttribute('aria-pressed', 'true');
    // A glTF binary has no picture, so nothing pretends to be one.
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByLabelText('Add a new image')).toBeNull();
    expect(screen.getByText(/^3D models are not uploaded here: they come from the media generator and `npm run media`/)).toBeInTheDocument();
  });

  it('finds a model by search and picks its path from the keyboard', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<MediaPicker kind="model" library={library} current="" upload={noUpload} onPick={onPick} />);
    await user.type(screen.getByLabelText('Search media'), 'car');
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['concept-car 1.08 MB']);
    await user.tab();
    expect(screen.getByRole('button', { name: 'concept-car 1.08 MB' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('/media/models/concept-car');
  });

  it('still shows images by thumbnail with an upload, and nothing of the models', () => {
    render(<MediaPicker kind="image" library={library} current="" upload={noUpload} onPick={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'leadership/jonathan-mercer' });
    expect(button.querySelector('img')).toHaveAttribute('src', '/media/images/leadership/jonathan-mercer-480.webp');
    expect(screen.getByLabelText('Add a new image')).toHaveAttribute('type', 'file');
    expect(screen.queryByText(/3D models/)).toBeNull();
    expect(screen.queryByRole('button', { name: /concept-car/ })).toBeNull();
  });
});

describe('a form field whose schema is mediaModel', () => {
  it('offers the model picker, and picking a model writes its path into the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // The shared definition itself, so a field that names it in a section schema gets what this test shows.
    const schema = { type: 'object', properties: { model: { ...defs.definitions.mediaModel, title: '3D model' } } } as RJSFSchema;
    render(
      <SchemaForm
        schema={schema}
        value={{}}
        idPrefix="field"
        problems={[]}
        problemPrefix={[]}
        context={{ media: library, links: undefined, uploadImage: noUpload }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Choose from the media library' }));
    await user.click(screen.getByRole('button', { name: 'concept-car 1.08 MB' }));
    expect(onChange).toHaveBeenLastCalledWith({ model: '/media/models/concept-car' }, expect.any(String));
    // The picker closes once a model is picked, as it does for images.
    expect(screen.queryByRole('button', { name: 'concept-car 1.08 MB' })).toBeNull();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelViewerSection } from '@/content/generated/content-types.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import { renderWithProviders } from '../../../testing/vitest/render-with-providers.tsx';
import type { InteractiveModelProps } from '@/lib/model-view/interactive-model.tsx';
import ModelViewer from './model-viewer.tsx';

// The real viewer needs WebGL, which jsdom has not: a stand-in shows what the section gives it, and lets the test
// play its load and error events; the colour choices are the real ones. The browser suite runs the real viewer
// (e2e/model-viewer.spec.ts).
const webgl = vi.hoisted(() => ({ available: true }));
function StandInViewer({ model, alt, variant, autoRotate, viewInRoomLabel, onLoaded, onFailed }: InteractiveModelProps) {
  return (
    <div
      data-testid="viewer"
      data-model={model}
      data-alt={alt}
      data-variant={variant ?? 'as made'}
      data-auto-rotate={String(autoRotate)}
      data-ar-label={viewInRoomLabel}
    >
      <button type="button" onClick={onLoaded}>
        model drawn
      </button>
      <button type="button" onClick={onFailed}>
        model failed
      </button>
    </div>
  );
}
vi.mock('@/lib/model-view/live-view.ts', () => ({
  loadLiveView: async () => {
    if (!webgl.available) throw new Error('This browser cannot draw WebGL.');
    const choices = await import('@/lib/model-view/colour-choices.tsx');
    return { Viewer: StandInViewer, ColourChoices: choices.default };
  },
}));

const props: ModelViewerSection = {
  type: 'model-viewer',
  header: { eyebrow: 'Interactive 3D', heading: 'Turn it, zoom in, put it in your driveway' },
  poster: '/media/images/solutions/sales',
  view: {
    model: '/media/models/concept-car',
    alt: 'A silver grand-tourer coupé, shown in 3D',
    labels: {
      rotate: 'Rotate in 3D',
      loading: 'Loading the 3D model…',
      viewInRoom: 'View in your space',
      unavailable: 'The 3D view could not load here, so this is a picture of the model.',
    },
  },
};

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
    await Promise.resolve();
  });
}

beforeEach(() => {
  webgl.available = true;
});

describe('ModelViewer', () => {
  it('is a still of the model and a "Rotate in 3D" button until pressed: no viewer before', () => {
    renderWithProviders(<ModelViewer {...props} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(props.header.heading);
    expect(screen.getByRole('img', { name: props.view.alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rotate in 3D' })).toBeEnabled();
    expect(screen.queryByTestId('viewer')).toBeNull();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('loads the viewer when pressed, says so on the button, and fades the model in once drawn, over the still, which goes inert', async () => {
    renderWithProviders(<ModelViewer {...props} />);
    await press('Rotate in 3D');
    const viewer = await screen.findByTestId('viewer');
    expect(viewer).toHaveAttribute('data-model', props.view.model);
    expect(viewer).toHaveAttribute('data-alt', props.view.alt);
    expect(viewer).toHaveAttribute('data-ar-label', 'View in your space');
    expect(screen.getByRole('button', { name: 'Loading the 3D model…' })).toBeDisabled();
    await press('model drawn');
    expect(screen.queryByRole('button', { name: /Rotate in 3D|Loading/ })).toBeNull();
    // The still stays beneath, out of the tab order and the accessibility tree now that the 3D view covers it for good.
    const still = screen.getByRole('img', { name: props.view.alt });
    expect(still.closest('[inert]')).not.toBeNull();
    expect(still.closest('[data-picture-covered]')).toBe(viewer.parentElement);
    expect(viewer.closest('[inert]')).toBeNull();
    expect(screen.getByRole('alert').closest('[inert]')).toBeNull();
  });

  it('offers the colour choices once the model shows, as a radio group that switches its variant', async () => {
    const paints = {
      legend: 'Paint',
      options: [
        { variant: 'arctic-silver', label: 'Arctic silver', swatch: '#c8cbd0' },
        { variant: 'solar-yellow', label: 'Solar yellow', swatch: '#e8b400' },
      ],
    };
    renderWithProviders(<ModelViewer {...props} view={{ ...props.view, variants: paints }} />);
    expect(screen.queryByRole('group', { name: 'Paint' })).toBeNull();
    await press('Rotate in 3D');
    expect(screen.queryByRole('group', { name: 'Paint' })).toBeNull();
    await press('model drawn');
    const group = screen.getByRole('group', { name: 'Paint' });
    expect(screen.getByRole('radio', { name: 'Arctic silver' })).toBeChecked();
    expect(screen.getByTestId('viewer')).toHaveAttribute('data-variant', 'arctic-silver');
    fireEvent.click(screen.getByRole('radio', { name: 'Solar yellow' }));
    expect(screen.getByRole('radio', { name: 'Solar yellow' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Arctic silver' })).not.toBeChecked();
    expect(screen.getByTestId('viewer')).toHaveAttribute('data-variant', 'solar-yellow');
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(2);
  });

  it('shows the model as made, with no choices, when the content offers none', async () => {
    renderWithProviders(<ModelViewer {...props} />);
    await press('Rotate in 3D');
    await press('model drawn');
    expect(screen.getByTestId('viewer')).toHaveAttribute('data-variant', 'as made');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it.each([
    [false, 'true'],
    [true, 'false'],
  ])('turns the model by itself unless the visitor prefers reduced motion (reduced: %s)', async (reduced, autoRotate) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reduced && query === mediaQueries.reducedMotion,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    try {
      renderWithProviders(<ModelViewer {...props} />);
      await press('Rotate in 3D');
      expect(await screen.findByTestId('viewer')).toHaveAttribute('data-auto-rotate', autoRotate);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the still and says so inline where WebGL cannot draw; pressing again tries again', async () => {
    webgl.available = false;
    renderWithProviders(<ModelViewer {...props} />);
    await press('Rotate in 3D');
    expect(await screen.findByRole('alert')).toHaveTextContent(props.view.labels.unavailable);
    expect(screen.queryByTestId('viewer')).toBeNull();
    expect(screen.getByRole('img', { name: props.view.alt })).toBeInTheDocument();
    webgl.available = true;
    await press('Rotate in 3D');
    expect(await screen.findByTestId('viewer')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('removes the viewer and says so when the model fails to load', async () => {
    renderWithProviders(<ModelViewer {...props} />);
    await press('Rotate in 3D');
    await screen.findByTestId('viewer');
    await press('model failed');
    expect(screen.queryByTestId('viewer')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(props.view.labels.unavailable);
    expect(screen.getByRole('button', { name: 'Rotate in 3D' })).toBeEnabled();
  });
});

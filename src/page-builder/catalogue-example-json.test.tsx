import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/vitest/render-with-providers.tsx';
import { CatalogueExampleJson } from './catalogue-example-json.tsx';

const words = {
  summary: 'Show the JSON of this example',
  copyLabel: 'Copy JSON',
  copiedMessage: 'Copied. Paste it into a page file.',
  refusedMessage: 'Your browser did not allow copying. Select the JSON and copy it by hand.',
};
const json = JSON.stringify({ type: 'cta-band', action: { label: 'Request a Demo', target: 'scheduling' } }, null, 2);

function renderJson() {
  renderWithProviders(
    <>
      <p id="example-label">Example 2 of 2</p>
      <CatalogueExampleJson json={json} describedBy="example-label" words={words} />
    </>,
  );
}

/** Replaces the clipboard, which jsdom does not have, with one that accepts or refuses. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('CatalogueExampleJson', () => {
  it('folds the JSON away under its summary, as code, with the empty live regions already in place', () => {
    renderJson();
    expect(screen.getByText(words.summary).tagName).toBe('SUMMARY');
    expect(screen.getByText(/"type": "cta-band"/).closest('pre code')).not.toBeNull();
    expect(document.querySelector('pre code')?.textContent).toBe(json);
    expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('');
    expect(screen.getByRole('alert', { hidden: true })).toHaveTextContent('');
  });

  it('copies the JSON and says so in the status region; the button names its example', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    renderJson();
    await userEvent.click(screen.getByText(words.summary));
    const button = screen.getByRole('button', { name: words.copyLabel });
    expect(button).toHaveAccessibleDescription('Example 2 of 2');
    await userEvent.click(button);
    expect(writeText).toHaveBeenCalledWith(json);
    expect(await screen.findByRole('status')).toHaveTextContent(words.copiedMessage);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('shows the inline alert when the clipboard is refused, and no dialog', async () => {
    const alertDialog = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    renderJson();
    await userEvent.click(screen.getByText(words.summary));
    await userEvent.click(screen.getByRole('button', { name: words.copyLabel }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words.refusedMessage));
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(alertDialog).not.toHaveBeenCalled();
    alertDialog.mockRestore();
  });

  it('shows the same alert where there is no clipboard at all (an insecure address)', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    renderJson();
    await userEvent.click(screen.getByText(words.summary));
    await userEvent.click(screen.getByRole('button', { name: words.copyLabel }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(words.refusedMessage));
  });
});

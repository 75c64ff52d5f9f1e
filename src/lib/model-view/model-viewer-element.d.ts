/** `<model-viewer>` in JSX (interactive-model.tsx): the attributes the site sets on Google's web component. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'model-viewer': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
        src: string;
        alt: string;
        'variant-name'?: string | undefined;
        /** Attributes that switch something on by being there: '' to set, undefined to leave out. */
        'camera-controls'?: '';
        'auto-rotate'?: '';
        ar?: '';
        'ar-modes'?: string;
        'shadow-intensity'?: string;
        'shadow-softness'?: string;
        'environment-image'?: string;
        exposure?: string;
        'camera-orbit'?: string;
        'touch-action'?: string;
        'interaction-prompt'?: string;
      };
    }
  }
}

import type { VrScrollZoomSection } from '@/content/generated/content-types.ts';
import { CapabilityText } from '@/lib/components/capability-text.tsx';
import { ResponsiveImage } from '@/lib/media/responsive-image.tsx';
import { useVrScroll } from './use-vr-scroll.ts';
import { ImageLayer, TextLayer, ZoomSection, Viewport } from './vr-scroll-zoom.styles.ts';

/**
 * Virtual Reality (SPEC 2.6, 4, 9): scrolling through the 350vh section zooms the picture from 1 to 4 and fades it
 * out, then fades and lifts the text in (vr-scroll-mapping.ts). Under reduced motion both simply show side by side.
 */
export default function VrScrollZoom({ header, highlights, image, action, disclaimer }: VrScrollZoomSection) {
  const { section, image: imageLayer, text: textLayer } = useVrScroll();

  return (
    <ZoomSection surface="bleed" ref={section} data-vr-scroll="">
      {(headingId) => (
        <Viewport>
          <TextLayer ref={textLayer} data-vr-layer="text">
            <CapabilityText header={header} headingId={headingId} highlights={highlights} action={action} disclaimer={disclaimer} />
          </TextLayer>
          <ImageLayer ref={imageLayer} data-vr-layer="image">
            <ResponsiveImage src={image.src} alt={image.alt ?? ''} sizes="100vw" />
          </ImageLayer>
        </Viewport>
      )}
    </ZoomSection>
  );
}

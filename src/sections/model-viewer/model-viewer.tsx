import type { ModelViewerSection } from '@/content/generated/content-types.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { ModelMode } from '@/lib/components/opening-layout.tsx';
import { Panel, Still } from './model-viewer.styles.ts';

/** A product in 3D in a panel of its own: its still until the visitor presses "Rotate in 3D" (lib/model-view/model-mode.tsx). */
export default function ModelViewer({ header, poster, view }: ModelViewerSection) {
  return (
    <SectionShell header={header}>
      <Panel>
        <Still src={poster} alt={view.alt} sizes="(min-width: 1440px) 1344px, calc(100vw - 2rem)" />
        <ModelMode view={view} backdrop="panel" prerendered />
      </Panel>
    </SectionShell>
  );
}

/**
 * The 3D view's course: a still until the visitor asks, loading while the viewer and the model download, shown once
 * the model is drawn, unavailable when this browser cannot draw it (no WebGL) or the download failed. Asking again
 * after a failure tries again; the still stays in every state but "shown", over which the model fades in.
 */
export type ViewerStatus = 'still' | 'loading' | 'shown' | 'unavailable';

export type ViewerEvent = { type: 'ask' } | { type: 'loaded' } | { type: 'failed' };

export function nextViewerStatus(status: ViewerStatus, event: ViewerEvent): ViewerStatus {
  switch (event.type) {
    case 'ask':
      return status === 'still' || status === 'unavailable' ? 'loading' : status;
    case 'loaded':
      return status === 'loading' ? 'shown' : status;
    case 'failed':
      return status === 'loading' || status === 'shown' ? 'unavailable' : status;
  }
}

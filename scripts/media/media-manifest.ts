/** The shape of public/media/media-manifest.json, written by `npm run media` and read by the build, the app and the tests. */
export const MEDIA_MANIFEST_FILE = 'public/media/media-manifest.json';

export interface ImageEntry {
  /** Natural size of the largest rendition, so pages reserve space. */
  width: number;
  height: number;
  /** Rendition widths; files are `${key}-${width}.${format}`. */
  widths: number[];
  formats: ('avif' | 'webp')[];
  source: string;
  sourceHash: string;
}

export interface VideoEntry {
  width: number;
  height: number;
  /** Files are `${key}.webm`, `${key}.mp4` and `${key}-poster.webp`. */
  formats: ('webm' | 'mp4')[];
  source: string;
  sourceHash: string;
}

export interface SequenceEntry {
  /** Frames are `${path}/${variant}/${number padded to digits}.${format}`. */
  path: string;
  count: number;
  firstNumber: number;
  digits: number;
  formats: ('avif' | 'webp')[];
  desktop: { width: number; height: number };
  mobile: { width: number; height: number };
  sourceHash: string;
}

export interface FileEntry {
  width: number;
  height: number;
  source: string;
  sourceHash: string;
  /** A display name, e.g. a partner's company name. */
  name?: string;
}

/** A file prepared whole from one source (a model, a lighting environment): its size and where it came from. */
export interface PreparedFileEntry {
  bytes: number;
  source: string;
  sourceHash: string;
}

/** An optimised glTF binary (scripts/media/pipeline/optimise-model.ts); the file is `${key}.glb`. */
export interface ModelEntry extends PreparedFileEntry {
  /** Its KHR_materials_variants names in order (such as the car's paints), which content may offer; [] when none. */
  variants: string[];
}

export interface MediaManifest {
  /** Bumped when encoder settings change, so every output is rebuilt once. */
  settingsVersion: number;
  images: Record<string, ImageEntry>;
  videos: Record<string, VideoEntry>;
  sequences: Record<string, SequenceEntry>;
  /** Vector and icon files copied or rasterised as they are (logos, brand, UI graphics). */
  files: Record<string, FileEntry>;
  /** 3D models (glTF binaries) for the model viewer. */
  models: Record<string, ModelEntry>;
  /** Lighting environments for the model viewer (Radiance files, `${key}.hdr`), copied as the generator wrote them. */
  environments: Record<string, PreparedFileEntry>;
}

export const emptyManifest = (settingsVersion: number): MediaManifest => ({
  settingsVersion,
  images: {},
  videos: {},
  sequences: {},
  files: {},
  models: {},
  environments: {},
});

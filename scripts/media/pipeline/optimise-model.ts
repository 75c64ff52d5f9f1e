/**
 * A generator's glTF binary (media-src/models/<name>.glb, written by `npm run media:generate`) made ready for the web
 * with glTF Transform: identical data shared (dedup), the scene graph flattened and meshes of one material joined
 * into one draw call, vertices welded, everything unused pruned, and vertex data quantised (KHR_mesh_quantization,
 * which three.js's loader reads without a decoder, so the site needs no WebAssembly or worker for it). Textures,
 * when a model has any, become WebP of at most 1024 px a side.
 *
 * Left out on purpose: palette(), which would turn the materials' colours into small textures (a glTF binary's
 * images reach three.js as blob: URLs, which the site's CSP does not allow and the untextured models do not need),
 * and instance() (EXT_mesh_gpu_instancing), which model-viewer cannot map back to its materials (it logs "Mesh is
 * missing primitive index association") and which saved 2 % on the car.
 */
import { Logger, NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, flatten, join, prune, quantize, textureCompress, weld } from '@gltf-transform/functions';
import sharp from 'sharp';

/** The longest side a model's texture may have on the web. */
export const MODEL_TEXTURE_MAX_SIDE = 1024;

export function modelIO(): NodeIO {
  return new NodeIO().registerExtensions(ALL_EXTENSIONS);
}

export async function optimiseModelDocument(document: Document): Promise<void> {
  // Warnings and errors only: the media report lists what was made.
  document.setLogger(new Logger(Logger.Verbosity.WARN));
  await document.transform(
    dedup(),
    flatten(),
    join(),
    weld(),
    prune(),
    quantize(),
    textureCompress({ encoder: sharp, targetFormat: 'webp', resize: [MODEL_TEXTURE_MAX_SIDE, MODEL_TEXTURE_MAX_SIDE] }),
  );
}

/** The web model for a generator's glTF binary. */
export async function optimiseModel(glb: Uint8Array): Promise<Uint8Array> {
  const io = modelIO();
  const document = await io.readBinary(glb);
  await optimiseModelDocument(document);
  return io.writeBinary(document);
}

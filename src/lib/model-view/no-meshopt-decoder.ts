/**
 * Stands in for three's meshopt decoder (three/examples/jsm/libs/meshopt_decoder.module.js; vite.config.ts points
 * the import here). `<model-viewer>` imports that module, which compiles WebAssembly the moment it is imported: the
 * site's Content-Security-Policy forbids that (no 'wasm-unsafe-eval'), and no model of the site needs it, since
 * they are plain quantised glTF without meshopt compression (tests/media/media-files.test.ts checks each one).
 * model-viewer uses the decoder only after `setMeshoptDecoderLocation`, which the site never calls.
 */
export const MeshoptDecoder = {
  supported: false,
  ready: Promise.resolve(),
  decodeGltfBuffer(): never {
    throw new Error('Meshopt-compressed models are not supported on this site: export plain quantised glTF (npm run media).');
  },
};

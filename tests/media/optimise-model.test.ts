import { Document } from '@gltf-transform/core';
import { KHRMaterialsVariants, type MappingList } from '@gltf-transform/extensions';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MODEL_TEXTURE_MAX_SIDE, modelIO, modelVariantNames, optimiseModel } from '../../scripts/media/pipeline/optimise-model.ts';

/** A small model as the generator writes one: two identical quads (one mesh each), one material, one PNG texture. */
async function generatorModel(paintExtras: Record<string, unknown> = {}): Promise<Uint8Array> {
  const document = new Document();
  const buffer = document.createBuffer();
  // A unit quad, twice over: the same positions and UVs in separate accessors, as an exporter writes two meshes.
  const positions = new Float32Array([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0]);
  const uvs = new Float32Array([0, 0, 1, 0, 1, 1, 0, 0, 1, 1, 0, 1]);
  // Flake-like noise: prune() folds a texture of one colour into the material's factor, so this one varies.
  const png = await sharp({ create: { width: 2048, height: 1024, channels: 3, background: '#8f1612', noise: { type: 'gaussian', mean: 96, sigma: 24 } } })
    .png()
    .toBuffer();
  const texture = document.createTexture('paint').setImage(new Uint8Array(png)).setMimeType('image/png');
  const material = document.createMaterial('paint').setBaseColorTexture(texture).setMetallicFactor(0.25).setRoughnessFactor(0.4).setExtras(paintExtras);
  const scene = document.createScene();
  for (const name of ['left', 'right']) {
    const position = document.createAccessor().setType('VEC3').setArray(positions.slice()).setBuffer(buffer);
    const uv = document.createAccessor().setType('VEC2').setArray(uvs.slice()).setBuffer(buffer);
    const primitive = document.createPrimitive().setAttribute('POSITION', position).setAttribute('TEXCOORD_0', uv).setMaterial(material);
    scene.addChild(
      document
        .createNode(name)
        .setMesh(document.createMesh(name).addPrimitive(primitive))
        .setTranslation([name === 'left' ? -2 : 2, 0, 0]),
    );
  }
  return modelIO().writeBinary(document);
}

describe('optimiseModel', () => {
  it('quantises vertex data, shares what is identical and turns textures into WebP of at most 1024 px', async () => {
    const source = await generatorModel();
    const optimised = await modelIO().readBinary(await optimiseModel(source));
    const root = optimised.getRoot();
    expect(root.listExtensionsUsed().map((extension) => extension.extensionName)).toContain('KHR_mesh_quantization');
    const positions = root.listAccessors().filter((accessor) => accessor.getType() === 'VEC3');
    expect(positions.every((accessor) => !(accessor.getArray() instanceof Float32Array))).toBe(true);
    const [texture, ...others] = root.listTextures();
    expect(others).toHaveLength(0);
    expect(texture?.getMimeType()).toBe('image/webp');
    const size = texture?.getSize();
    expect(size && Math.max(...size)).toBe(MODEL_TEXTURE_MAX_SIDE);
    // Both quads are still drawn, joined into one draw call, their shared corners welded: 2 × 4 vertices of 2 × 6.
    const primitives = root.listMeshes().flatMap((mesh) => mesh.listPrimitives());
    expect(primitives).toHaveLength(1);
    expect(primitives[0]?.getAttribute('POSITION')?.getCount()).toBe(8);
  });

  it("turns a material's declared variants into KHR_materials_variants: the first as modelled, the others in their colours", async () => {
    const variants = [
      { name: 'arctic-silver', color: '#c8cbd0' },
      { name: 'solar-yellow', color: '#e8b400' },
    ];
    const optimised = await optimiseModel(await generatorModel({ variants, finish: 'metallic' }));
    expect(await modelVariantNames(optimised)).toEqual(['arctic-silver', 'solar-yellow']);
    const root = (await modelIO().readBinary(optimised)).getRoot();
    const [primitive] = root.listMeshes().flatMap((mesh) => mesh.listPrimitives());
    const mappings = primitive?.getExtension<MappingList>(KHRMaterialsVariants.EXTENSION_NAME)?.listMappings() ?? [];
    expect(mappings.map((mapping) => mapping.listVariants().map((variant) => variant.getName()))).toEqual([['arctic-silver'], ['solar-yellow']]);
    const [asModelled, yellow] = mappings.map((mapping) => mapping.getMaterial());
    expect(asModelled).toBe(primitive?.getMaterial());
    // Declared in sRGB, stored linear as glTF wants: #e8b400 is (0.807, 0.456, 0).
    expect(yellow?.getBaseColorFactor().map((channel) => Number(channel.toFixed(3)))).toEqual([0.807, 0.456, 0, 1]);
    expect(yellow?.getMetallicFactor()).toBe(0.25);
    // The declaration is spent; other extras stay.
    expect(asModelled?.getExtras()).toEqual({ finish: 'metallic' });
  });

  it('has no variants when none are declared, and refuses a declaration without a colour', async () => {
    expect(await modelVariantNames(await optimiseModel(await generatorModel()))).toEqual([]);
    await expect(optimiseModel(await generatorModel({ variants: [{ name: 'silver' }] }))).rejects.toThrow(
      'Material "paint" declares a variant {"name":"silver"}; each needs a "name" and a "color" such as "#c8cbd0".',
    );
  });

  it('writes the same bytes for the same model', async () => {
    const source = await generatorModel();
    expect(Buffer.from(await optimiseModel(source)).equals(Buffer.from(await optimiseModel(source)))).toBe(true);
  });
});

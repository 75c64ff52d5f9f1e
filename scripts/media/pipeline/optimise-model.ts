/**
 * A generator's glTF binary (media-src/models/<name>.glb, written by `npm run media:generate`) made ready for the web
 * with glTF Transform: identical data shared (dedup), the scene graph flattened and meshes of one material joined
 * into one draw call, vertices welded, everything unused pruned, and vertex data quantised (KHR_mesh_quantization,
 * which three.js's loader reads without a decoder, so the site needs no WebAssembly or worker for it). Textures,
 * when a model has any, become WebP of at most 1024 px a side. Choices a model's author declared on a material (its
 * glTF `extras.variants`, such as the car's paints) become KHR_materials_variants, which `<model-viewer>` switches.
 *
 * Left out on purpose: palette(), which would turn the materials' colours into small textures (a glTF binary's
 * images reach three.js as blob: URLs, which the site's CSP does not allow and the untextured models do not need),
 * and instance() (EXT_mesh_gpu_instancing), which model-viewer cannot map back to its materials (it logs "Mesh is
 * missing primitive index association") and which saved 2 % on the car.
 */
import { Logger, NodeIO, Primitive, type Document, type Material, type vec3 } from '@gltf-transform/core';
import { ALL_EXTENSIONS, KHRMaterialsVariants } from '@gltf-transform/extensions';
import { dedup, flatten, join, prune, quantize, textureCompress, weld } from '@gltf-transform/functions';
import sharp from 'sharp';

/** The longest side a model's texture may have on the web. */
export const MODEL_TEXTURE_MAX_SIDE = 1024;

export function modelIO(): NodeIO {
  return new NodeIO().registerExtensions(ALL_EXTENSIONS);
}

/** One choice declared on a material by the generator: its name (what content picks) and its sRGB colour. */
interface DeclaredVariant {
  name: string;
  color: string;
}

const isDeclaredVariant = (value: unknown): value is DeclaredVariant =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  typeof value.name === 'string' &&
  'color' in value &&
  typeof value.color === 'string' &&
  /^#[0-9a-f]{6}$/i.test(value.color);

/** An sRGB hex colour as glTF's linear base colour factor. */
function linearColour(hex: string): vec3 {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

/**
 * Turns each material's declared variants into KHR_materials_variants: the first is the material as modelled, each
 * other a copy in its colour; every primitive of the material maps the variants to them. Runs last, so that joining
 * and deduplication see one material, not one per colour.
 */
function addDeclaredVariants(document: Document): void {
  const declaring = document
    .getRoot()
    .listMaterials()
    .map((material) => ({ material, declared: material.getExtras()['variants'] }))
    .filter((entry): entry is { material: Material; declared: unknown[] } => Array.isArray(entry.declared));
  if (declaring.length === 0) return;
  const extension = document.createExtension(KHRMaterialsVariants);
  const variants = new Map<string, ReturnType<KHRMaterialsVariants['createVariant']>>();
  for (const { material, declared } of declaring) {
    const bad = declared.find((variant) => !isDeclaredVariant(variant));
    if (bad !== undefined)
      throw new Error(`Material "${material.getName()}" declares a variant ${JSON.stringify(bad)}; each needs a "name" and a "color" such as "#c8cbd0".`);
    const choices = declared.filter(isDeclaredVariant).map(({ name, color }, index) => ({
      variant: variants.get(name) ?? extension.createVariant(name),
      material:
        index === 0
          ? material
          : material
              .clone()
              .setName(`${material.getName()}-${name}`)
              .setBaseColorFactor([...linearColour(color), 1]),
    }));
    for (const { variant } of choices) variants.set(variant.getName(), variant);
    // The declaration is spent: the extension carries the variants now.
    material.setExtras(Object.fromEntries(Object.entries(material.getExtras()).filter(([key]) => key !== 'variants')));
    for (const primitive of material.listParents().filter((parent): parent is Primitive => parent instanceof Primitive)) {
      const mappings = extension.createMappingList();
      for (const choice of choices) mappings.addMapping(extension.createMapping().addVariant(choice.variant).setMaterial(choice.material));
      primitive.setExtension('KHR_materials_variants', mappings);
    }
  }
}

/** The variant names of an optimised model, in order (the media manifest lists them for the content checks). */
export async function modelVariantNames(glb: Uint8Array): Promise<string[]> {
  const document = await modelIO().readBinary(glb);
  return (
    document
      .getRoot()
      .listExtensionsUsed()
      .find((extension): extension is KHRMaterialsVariants => extension instanceof KHRMaterialsVariants)
      ?.listVariants()
      .map((variant) => variant.getName()) ?? []
  );
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
  addDeclaredVariants(document);
}

/** The web model for a generator's glTF binary. */
export async function optimiseModel(glb: Uint8Array): Promise<Uint8Array> {
  const io = modelIO();
  const document = await io.readBinary(glb);
  await optimiseModelDocument(document);
  return io.writeBinary(document);
}

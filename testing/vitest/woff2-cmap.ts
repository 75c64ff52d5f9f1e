/**
 * The characters a WOFF2 font maps to a glyph: its `cmap` table, read from the file itself (opentype.js, the project's
 * font reader, reads no WOFF2). A WOFF2 file is a table directory and one Brotli stream of the tables in that order;
 * `cmap` is never transformed, so it is read straight from the stream. Format: https://www.w3.org/TR/WOFF2/.
 */
import { brotliDecompressSync } from 'node:zlib';

/** The tags a table directory entry names by index (WOFF2 §4.1, "Known Table Tags"); 63 means the tag follows. */
const KNOWN_TAGS = (
  'cmap,head,hhea,hmtx,maxp,name,OS/2,post,cvt ,fpgm,glyf,loca,prep,CFF ,VORG,EBDT,EBLC,gasp,hdmx,kern,LTSH,PCLT,' +
  'VDMX,vhea,vmtx,BASE,GDEF,GPOS,GSUB,EBSC,JSTF,MATH,CBDT,CBLC,COLR,CPAL,SVG ,sbix,acnt,avar,bdat,bloc,bsln,cvar,' +
  'fdsc,feat,fmtx,fvar,gvar,hsty,just,lcar,mort,morx,opbd,prop,trak,Zapf,Silf,Glat,Gloc,Feat,Sill'
).split(',');
const HEADER_BYTES = 48;

/** The tables of a WOFF2 file, untransformed ones as they are in the font (glyf, loca and hmtx may be transformed). */
export function woff2Tables(file: Buffer): Map<string, Buffer> {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('Not a WOFF2 file.');
  const tableCount = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  let offset = HEADER_BYTES;
  const readBase128 = (): number => {
    let value = 0;
    for (let index = 0; index < 5; index++) {
      const byte = file.readUInt8(offset++);
      value = value * 128 + (byte & 0x7f);
      if ((byte & 0x80) === 0) return value;
    }
    throw new Error('A UIntBase128 longer than five bytes.');
  };
  const entries: { tag: string; length: number }[] = [];
  for (let index = 0; index < tableCount; index++) {
    const flags = file.readUInt8(offset++);
    const tagIndex = flags & 0x3f;
    let tag = KNOWN_TAGS[tagIndex];
    if (tagIndex === 63) {
      tag = file.toString('latin1', offset, offset + 4);
      offset += 4;
    }
    if (tag === undefined) throw new Error(`Unknown table tag index ${tagIndex}.`);
    const originalLength = readBase128();
    const transformVersion = flags >> 6;
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion === 0 : transformVersion !== 0;
    entries.push({ tag, length: transformed ? readBase128() : originalLength });
  }
  const stream = brotliDecompressSync(file.subarray(offset, offset + compressedLength));
  const tables = new Map<string, Buffer>();
  let position = 0;
  for (const { tag, length } of entries) {
    tables.set(tag, stream.subarray(position, position + length));
    position += length;
  }
  if (position !== stream.length) throw new Error(`The tables take ${position} bytes of a ${stream.length}-byte stream.`);
  return tables;
}

/** The code points a `cmap` table's Unicode subtables (format 4 and 12) map to a glyph other than .notdef. */
export function cmapCodePoints(cmap: Buffer): Set<number> {
  const codePoints = new Set<number>();
  const subtableCount = cmap.readUInt16BE(2);
  for (let record = 0; record < subtableCount; record++) {
    const subtable = cmap.readUInt32BE(4 + record * 8 + 4);
    const format = cmap.readUInt16BE(subtable);
    if (format === 4) {
      const segments = cmap.readUInt16BE(subtable + 6) / 2;
      const ends = subtable + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let segment = 0; segment < segments; segment++) {
        const start = cmap.readUInt16BE(starts + segment * 2);
        const end = cmap.readUInt16BE(ends + segment * 2);
        const delta = cmap.readInt16BE(deltas + segment * 2);
        const rangeOffsetAt = rangeOffsets + segment * 2;
        const rangeOffset = cmap.readUInt16BE(rangeOffsetAt);
        for (let code = start; code <= end && code !== 0xffff; code++) {
          const glyph = rangeOffset === 0 ? (code + delta) & 0xffff : cmap.readUInt16BE(rangeOffsetAt + rangeOffset + (code - start) * 2);
          const mapped = rangeOffset === 0 || glyph === 0 ? glyph : (glyph + delta) & 0xffff;
          if (mapped !== 0) codePoints.add(code);
        }
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(subtable + 12);
      for (let group = 0; group < groups; group++) {
        const at = subtable + 16 + group * 12;
        const [start, end, firstGlyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
        for (let code = start; code <= end; code++) if (firstGlyph + (code - start) !== 0) codePoints.add(code);
      }
    }
  }
  return codePoints;
}

/** The characters a WOFF2 font draws. */
export function woff2Characters(file: Buffer): Set<string> {
  const cmap = woff2Tables(file).get('cmap');
  if (!cmap) throw new Error('The font has no cmap table.');
  return new Set([...cmapCodePoints(cmap)].map((code) => String.fromCodePoint(code)));
}

/** The variation axes of a WOFF2 font (its `fvar` table): tag → [minimum, maximum]. */
export function woff2Axes(file: Buffer): Map<string, [number, number]> {
  const fvar = woff2Tables(file).get('fvar');
  const axes = new Map<string, [number, number]>();
  if (!fvar) return axes;
  const [axesOffset, axisCount, axisSize] = [fvar.readUInt16BE(4), fvar.readUInt16BE(8), fvar.readUInt16BE(10)];
  for (let axis = 0; axis < axisCount; axis++) {
    const at = axesOffset + axis * axisSize;
    axes.set(fvar.toString('latin1', at, at + 4), [fvar.readInt32BE(at + 4) / 65536, fvar.readInt32BE(at + 12) / 65536]);
  }
  return axes;
}

/**
 * Writes a small PMTiles (version 3) archive, as the `pmtiles` tools would: a 127-byte header, an
 * uncompressed root directory, `{}` metadata and the tiles' bytes. Written from the format's
 * specification, so that the `pmtiles` library reading it through our server checks both.
 */
export interface ArchiveTile {
  /** The tile's Hilbert id (0 is z0/0/0). */
  id: number;
  data: Uint8Array;
}

const HEADER_BYTES = 127;

function varint(value: number, out: number[]): void {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest & 0x7f) | 0x80);
    rest = Math.floor(rest / 128);
  }
  out.push(rest);
}

export function pmtilesArchive(tiles: readonly ArchiveTile[], maxZoom = 0): Uint8Array {
  const sorted = [...tiles].sort((a, b) => a.id - b.id);
  const directory: number[] = [];
  varint(sorted.length, directory);
  let lastId = 0;
  for (const tile of sorted) {
    varint(tile.id - lastId, directory);
    lastId = tile.id;
  }
  for (const _tile of sorted) varint(1, directory); // run lengths
  for (const tile of sorted) varint(tile.data.length, directory);
  // Offsets: 0 means "right after the previous tile", as every tile here is.
  sorted.forEach((_tile, index) => varint(index === 0 ? 1 : 0, directory));
  const metadata = new TextEncoder().encode('{}');
  const tileBytes = sorted.reduce((sum, tile) => sum + tile.data.length, 0);

  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + directory.length;
  const dataOffset = metadataOffset + metadata.length;
  const archive = new Uint8Array(dataOffset + tileBytes);
  const view = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode('PMTiles'), 0);
  view.setUint8(7, 3);
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, directory.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, 0); // no leaf directories
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, tileBytes);
  u64(72, sorted.length); // addressed tiles
  u64(80, sorted.length); // tile entries
  u64(88, sorted.length); // tile contents
  view.setUint8(96, 1); // clustered
  view.setUint8(97, 1); // internal compression: none
  view.setUint8(98, 1); // tile compression: none
  view.setUint8(99, 1); // tile type: Mapbox vector tiles
  view.setUint8(100, 0);
  view.setUint8(101, maxZoom);
  const e7 = (at: number, degrees: number) => view.setInt32(at, Math.round(degrees * 1e7), true);
  e7(102, -122.1);
  e7(106, 38.1);
  e7(110, -120.0);
  e7(114, 39.32);
  view.setUint8(118, 0);
  e7(119, -121.49);
  e7(123, 38.58);
  archive.set(directory, rootOffset);
  archive.set(metadata, metadataOffset);
  let at = dataOffset;
  for (const tile of sorted) {
    archive.set(tile.data, at);
    at += tile.data.length;
  }
  return archive;
}

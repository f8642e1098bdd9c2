import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * What is compressed on the fly: text (HTML, CSV, plain), JSON, JavaScript, XML and SVG. Not
 * PDFs, images, spreadsheets (a zip) or other binary bodies, which are already compressed or
 * gain nothing; not server-sent events.
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml|javascript)(?:;|$)|^image\/svg\+xml/;

/**
 * Every route registered after this one answers in Brotli or gzip, whichever the client prefers
 * of those it accepts, once its body reaches 1 KB (a stream, such as a CSV export, always), with
 * `Vary: Accept-Encoding`. The built web app's files already have their .br and .gz copies
 * (apps/web/build/precompress.ts), sent as they are by the SPA plugin; socket.io is on the bare
 * HTTP server and never passes here. Brotli at quality 4: on a phone network the bytes are a
 * little more than at 11 and the CPU a small part of it, for every request.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    // request bodies are read as sent: the 1 MB body limit measures what arrives
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

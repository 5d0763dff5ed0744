import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import { multipart, type Part } from '../../helpers/multipart.js';
import { rawRequest, type RawRequest } from './rawHttp.js';
import { INDIVIDUAL_FIELDS, jpegOfSize, MB, mp4OfSize, uploadsIn } from './uploadFixtures.js';

// Over a real socket, since what matters is what happens on the wire: when the answer comes, whether the
// server goes on reading, whether it closes the connection.

interface Served {
  ctx: TestContext;
  port: number;
  cookie: string;
}

async function serve(config: Parameters<typeof buildTestApp>[0] = {}): Promise<Served> {
  const ctx = await buildTestApp(config);
  const cookie = (await loginAs(ctx.app)).cookie;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return { ctx, port: (ctx.app.server.address() as AddressInfo).port, cookie: cookie ?? '' };
}

const card = (data: Buffer): Part => ({ name: 'card.jpg', type: 'image/jpeg', data });
const video = (data: Buffer): Part => ({ name: 'me.mp4', type: 'video/mp4', data });

async function submitIndividual(
  served: Served,
  files: { card: Part; video: Part },
  options: Partial<RawRequest> = {},
) {
  const form = await multipart({
    ...INDIVIDUAL_FIELDS,
    national_card_front: files.card,
    live_video: files.video,
  });
  return rawRequest({
    port: served.port,
    path: '/api/user/update',
    body: form.payload,
    ...options,
    headers: {
      ...form.headers,
      'x-requested-with': 'XMLHttpRequest',
      'x-locale': 'en',
      cookie: `sarraf_session=${served.cookie}`,
      ...options.headers,
    },
  });
}

describe('with the default limits', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(async () => served?.ctx.close());

  it('answers an image past 5 MB with 413 while the client is still sending, and closes the connection', async () => {
    const clip = mp4OfSize(20 * MB);
    const answer = await submitIndividual(served, { card: card(jpegOfSize(6 * MB)), video: video(clip) });
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).message).toBe('The file national_card_front is larger than 5 MB.');
    expect(answer?.headers.connection).toBe('close');
    // The 20 MB video after the image was never read: the answer came with the image's sixth megabyte.
    expect(answer!.bodyBytesSent).toBeLessThan(10 * MB);
    expect(answer?.closedByServer).toBe(true);
    expect(uploadsIn(served.ctx.dir)).toEqual([]);
  });

  it('refuses a body announced over the 80 MB cap before any of it is sent', async () => {
    const answer = await submitIndividual(
      served,
      { card: card(jpegOfSize(MB)), video: video(mp4OfSize(MB)) },
      { headers: { 'content-length': String(81 * MB) }, pauseMs: 200 },
    );
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).message).toBe('The request is too large.');
    // Refused on the announced length, before the body: the client sends 64 KiB slices 200 ms apart and stops
    // at the answer, so at most a few slices leave, however busy the machine (one on a quiet one, two seen
    // under load); the 2 MB of files never do.
    expect(answer!.bodyBytesSent).toBeLessThan(MB);
    expect(answer?.closedByServer).toBe(true);
  });

  it('keeps the connection of an upload read to its end (a refusal after reading it all)', async () => {
    const answer = await submitIndividual(
      served,
      { card: card(jpegOfSize(MB)), video: { name: 'me.mp4', type: 'video/mp4', data: jpegOfSize(2 * MB) } },
      { closeWithinMs: 300 },
    );
    expect(answer?.status).toBe(422);
    expect(JSON.parse(answer!.body).errors).toEqual({
      live_video: ['The file must be an MP4 or WebM video.'],
    });
    expect(answer?.headers.connection).toBe('keep-alive');
    expect(answer?.closedByServer).toBe(false);
    expect(uploadsIn(served.ctx.dir)).toEqual([]);
  });

  it('leaves no file behind when the client gives up half-way, and goes on serving', async () => {
    const image = jpegOfSize(3 * MB);
    await submitIndividual(
      served,
      { card: card(image), video: video(mp4OfSize(8 * MB)) },
      { abortAfterBytes: image.length + 2 * MB },
    );
    // The server stores the whole image it was sent, then meets the end of the connection mid-video.
    await delay(500);
    for (let waited = 0; uploadsIn(served.ctx.dir).length > 0 && waited < 3000; waited += 50) await delay(50);
    expect(uploadsIn(served.ctx.dir)).toEqual([]);
    const after = await fetch(`http://127.0.0.1:${served.port}/api/user`, {
      headers: { cookie: `sarraf_session=${served.cookie}` },
    });
    expect(after.status).toBe(200);
  });
});

describe('with small limits', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({
      config: { uploads: { imageBytes: MB, videoBytes: 2 * MB, documentBytes: MB, requestBytes: 2.5 * MB } },
    });
  });
  afterAll(async () => served?.ctx.close());

  it('answers a file of the largest kind the moment it passes its limit', async () => {
    // Were the multipart parser's own cap the largest kind's limit, it would cut the video short and read
    // the rest unthrottled, and the request's cap would now and then answer first (it did in CI). Chunked:
    // an announced length over the request's cap would be refused before reading.
    const answer = await submitIndividual(
      served,
      { card: card(jpegOfSize(10 * 1024)), video: video(mp4OfSize(8 * MB)) },
      { chunked: true },
    );
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).message).toBe('The file live_video is larger than 2 MB.');
    // Answered before the whole video was sent. How far past the limit the client got depends on the
    // kernel's socket buffers and how busy the machine is (6.2 MB on a loaded CI machine), not on the server.
    expect(answer!.bodyBytesSent).toBeLessThan(8 * MB);
    expect(answer?.closedByServer).toBe(true);
    expect(uploadsIn(served.ctx.dir)).toEqual([]);
  });

  it('counts the bytes of a body of unannounced length and answers 413 once they pass the cap', async () => {
    // Each file is within its own limit; together they are not.
    const answer = await submitIndividual(
      served,
      { card: card(jpegOfSize(MB)), video: video(mp4OfSize(2 * MB)) },
      { chunked: true },
    );
    expect(answer?.status).toBe(413);
    expect(JSON.parse(answer!.body).message).toBe('The request is too large.');
    expect(answer?.headers.connection).toBe('close');
    expect(answer?.closedByServer).toBe(true);
    expect(uploadsIn(served.ctx.dir)).toEqual([]);
  });
});

import { delay } from 'msw';
import { buildErrorBody } from '../../shared/mocks/errorBody';
import { http } from '../../shared/mocks/http';
import { mockMessages, sayIn } from '../../shared/mocks/serverMessage';

/**
 * What the mocked factor-recovery request answers, per `X-Locale`, from the server's own catalogue; stories
 * assert exactly these.
 */
export const factorRecoveryMockMessages = mockMessages({
  validation: 'error.validation',
  required: 'validation.required',
  videoType: 'upload.videoType',
  alreadyPending: 'factorRecovery.alreadyPending',
  expired: 'auth.secondFactorExpired',
});

type MockMessage = keyof (typeof factorRecoveryMockMessages)['en'];

const say = (request: Request, key: MockMessage) => sayIn(factorRecoveryMockMessages, request, key);

/** The server's answer to a request it took: the request waits for the desk. */
export const MOCK_RECOVERY_SENT = {
  id: 7,
  status: 'pending',
  created_at: '2026-03-01T10:00:00+03:30',
} as const;

/** As the server reads the form: the video is required and must be MP4 or WebM. */
const accepted = http.post('/api/auth/login/factor-recovery', async ({ request, response }) => {
  const video = (await request.clone().formData()).get('live_video');
  const problem = !(video instanceof Blob)
    ? 'required'
    : ['video/mp4', 'video/webm'].includes(video.type)
      ? null
      : 'videoType';
  if (problem) {
    return response(422).json(
      buildErrorBody({
        message: say(request, 'validation'),
        errors: { live_video: [say(request, problem)] },
      }),
    );
  }
  return response(201).json(MOCK_RECOVERY_SENT);
});

const refused = (key: 'alreadyPending' | 'expired') =>
  http.post('/api/auth/login/factor-recovery', ({ request, response }) =>
    response(409).json(buildErrorBody({ message: say(request, key) })),
  );

/** Named groups (`parameters.msw.handlers.recovery`), each complete for the request. */
export const factorRecoveryHandlers = {
  /** The server takes the request. */
  accepted: [accepted],
  /** The person already has a request waiting. */
  alreadyPending: [refused('alreadyPending')],
  /** The pending login ran out before the video was sent. */
  expired: [refused('expired')],
  /** The upload never ends. */
  sending: [
    http.post('/api/auth/login/factor-recovery', async () => {
      await delay('infinite');
      return new Response(null, { status: 204 });
    }),
  ],
};

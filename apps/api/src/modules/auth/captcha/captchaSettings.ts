import type { FastifyRequest } from 'fastify';
import type { CaptchaSettings } from './captcha.js';

export function captchaSettings(request: FastifyRequest): CaptchaSettings {
  const { config } = request.server.core;
  return { hmacKey: config.captchaHmacKey, ...config.captcha };
}

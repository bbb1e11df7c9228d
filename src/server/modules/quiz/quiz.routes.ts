import { Hono } from 'hono';
import { AnswerParamsSchema, AttemptParamsSchema, SaveAnswerBodySchema } from '../../../shared/schemas/quiz';
import type { AppEnv } from '../../lib/app-env';
import { clientIp } from '../../lib/client-request';
import { validate } from '../../lib/validate';
import { visitorCookie } from '../../lib/visitor-cookie';
import { funnelOwnerId } from '../auth/unproven-account';
import { getActiveTestSummary } from './get-active-test';
import { saveAnswer } from './save-answer';
import { startOrResumeAttempt } from './start-attempt';
import { submitQuiz } from './submit-quiz';

export const quizRoutes = new Hono<AppEnv>()
  .get('/test', async (c) => {
    const deps = c.get('deps');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(await getActiveTestSummary(deps.db, deps.quiz.durationOverrideSeconds));
  })
  // Matches /attempts itself too: every attempt route knows the visitor.
  .use('/attempts/*', visitorCookie)
  .post('/attempts', async (c) => {
    const deps = c.get('deps');
    const { session, created } = await startOrResumeAttempt(deps, {
      visitorId: c.get('visitorId'),
      userId: await funnelOwnerId(deps.db, c.get('user')),
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
    });
    return c.json(session, created ? 201 : 200);
  })
  .put('/attempts/:attemptId/answers/:questionId', validate('param', AnswerParamsSchema), validate('json', SaveAnswerBodySchema), async (c) => {
    const { attemptId, questionId } = c.req.valid('param');
    const { option } = c.req.valid('json');
    return c.json(await saveAnswer(c.get('deps'), { visitorId: c.get('visitorId'), attemptId, questionId, option }));
  })
  .post('/attempts/:attemptId/submit', validate('param', AttemptParamsSchema), async (c) => {
    const { attemptId } = c.req.valid('param');
    return c.json(await submitQuiz(c.get('deps'), { visitorId: c.get('visitorId'), attemptId }));
  });

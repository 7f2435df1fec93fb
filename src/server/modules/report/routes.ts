/** POST /employee/report (spec §7, hr): an analysis of one employee, by the built-in analyser or a model. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorReply } from '../../../shared/auth.js';
import type { Db } from '../../db/client.js';
import { authorizeEveryone } from '../../http/auth.js';
import { io } from '../../http/endpoint.js';
import { refuse } from '../../http/errors.js';
import { findEmployee } from '../auth/service.js';
import { writeReport } from './analyser.js';
import { gatherFacts } from './facts.js';
import { type LlmConfig, writeReportWithModel } from './llm.js';

export const reportRoutes: FastifyPluginAsyncZod<{ db: Db; llm?: LlmConfig }> = async (app, { db, llm }) => {
  app.post(
    '/employee/report',
    {
      schema: {
        tags: ['employees'],
        summary:
          'A report on an employee (hr): profile, tenure, attendance and leave, written by the built-in analyser or, when LLM_* is set, a language model',
        ...io('/employee/report', { 502: errorReply, 504: errorReply }),
      },
    },
    async (request) => {
      authorizeEveryone(request, 'read:report');
      const employee = await findEmployee(db, request.body.employee_id);
      if (!employee) throw refuse(404, 'employee_not_found');
      const facts = await gatherFacts(db, employee, app.now());
      const generatedAt = app.now().toISOString();
      if (llm) {
        const text = await writeReportWithModel(llm, facts);
        return { text, generator: 'llm' as const, model: llm.model, generatedAt };
      }
      return { text: writeReport(facts), generator: 'built-in' as const, model: null, generatedAt };
    },
  );
};
